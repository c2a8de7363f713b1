import { describe, expect, it } from 'vitest';
import { dailyLoginProgress } from './daily-login-rules.ts';

const at = (period: string, level: number) => ({ period, state: { level } });
const progress = (lastClaim: ReturnType<typeof at> | null, levels = 7) =>
  dailyLoginProgress({ levels, lastClaim, periodKey: '2026-03-10', previousPeriodKey: '2026-03-09' });

describe('daily login levels', () => {
  it('starts a new player at level 1', () => {
    expect(progress(null)).toEqual({
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: false,
      claimedToday: false,
    });
  });

  it('advances one level a day and shows the next level after today’s claim', () => {
    expect(progress(at('2026-03-09', 3))).toEqual({
      activeLevel: 4,
      claimedLevels: 3,
      streakReset: false,
      claimedToday: false,
    });
    expect(progress(at('2026-03-10', 4))).toEqual({
      activeLevel: 5,
      claimedLevels: 4,
      streakReset: false,
      claimedToday: true,
    });
  });

  it('restarts at level 1 after a missed day, and says so', () => {
    expect(progress(at('2026-03-08', 5))).toEqual({
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: true,
      claimedToday: false,
    });
    expect(progress(at('2025-12-31', 1)).streakReset).toBe(true);
  });

  it('completes the run on the last level and starts a new run the next day', () => {
    expect(progress(at('2026-03-10', 7))).toEqual({
      activeLevel: 7,
      claimedLevels: 7,
      streakReset: false,
      claimedToday: true,
    });
    expect(progress(at('2026-03-09', 7))).toEqual({
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: false,
      claimedToday: false,
    });
  });

  it('keeps within the levels an operator shortened, and ignores a state that is not a level', () => {
    expect(progress(at('2026-03-09', 6), 5)).toMatchObject({ activeLevel: 1, claimedLevels: 0 });
    expect(progress({ period: '2026-03-09', state: { spins: 2 } } as never)).toMatchObject({
      activeLevel: 1,
      streakReset: false,
    });
  });
});
