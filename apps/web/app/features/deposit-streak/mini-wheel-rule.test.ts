import { describe, expect, it } from 'vitest';
import type { DepositStreakInfo } from '@casino/contracts';
import { isMiniWheelActive } from './mini-wheel-rule.ts';

const info = (over: Partial<DepositStreakInfo>): DepositStreakInfo => ({
  success: true,
  isActive: true,
  currentCountDeposit: 8,
  maxNumberOfDeposit: 8,
  finishedAt: null,
  resetStreakAt: null,
  secondsToResetStreakCounter: 0,
  percentEnabled: false,
  percent: 100,
  dailyWinStreakLimitExceeded: false,
  isWheelAvailable: true,
  nextWheelAt: null,
  images: { welcome: null, wheel: null, background: null },
  settings: { resetStreakHours: 72, dailyWinLimit: 1 },
  skin: 'classic',
  ...over,
});

describe('the mini wheel', () => {
  it('is active only with the wheel available and no reset countdown', () => {
    expect(isMiniWheelActive(info({}))).toBe(true);
    expect(isMiniWheelActive(null)).toBe(false);
    expect(isMiniWheelActive(info({ isWheelAvailable: false, dailyWinStreakLimitExceeded: true }))).toBe(
      false,
    );
    expect(isMiniWheelActive(info({ secondsToResetStreakCounter: 30 }))).toBe(false);
  });
});
