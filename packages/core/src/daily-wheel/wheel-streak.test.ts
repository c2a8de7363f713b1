import { describe, expect, it } from 'vitest';
import { basePeriod, currentStreak, nextStreak } from './wheel-streak.ts';

const claim = (period: string, streak: number) => ({ period, state: { streak } });

describe('wheel streak', () => {
  it('starts at 1, grows on consecutive periods and restarts after a gap', () => {
    expect(nextStreak(null, '2026-11-23', 7)).toBe(1);
    expect(nextStreak(claim('2026-11-23', 3), '2026-11-23', 7)).toBe(4);
    expect(nextStreak(claim('2026-11-21', 3), '2026-11-23', 7)).toBe(1);
  });

  it('reads the streak through the extra spin of the previous period', () => {
    expect(basePeriod('2026-11-23:extra')).toBe('2026-11-23');
    expect(nextStreak(claim('2026-11-23:extra', 5), '2026-11-23', 7)).toBe(6);
  });

  it('starts a new run after the boosted spin', () => {
    expect(nextStreak(claim('2026-11-23', 6), '2026-11-23', 7)).toBe(7);
    expect(nextStreak(claim('2026-11-23', 7), '2026-11-23', 7)).toBe(1);
  });

  it('shows this period’s streak once spun, else the run the next spin continues', () => {
    const period = { key: '2026-11-24', previousKey: '2026-11-23' };
    expect(currentStreak(null, period, 7)).toBe(0);
    expect(currentStreak(claim('2026-11-24', 4), period, 7)).toBe(4);
    expect(currentStreak(claim('2026-11-24:extra', 4), period, 7)).toBe(4);
    expect(currentStreak(claim('2026-11-23', 4), period, 7)).toBe(4);
    expect(currentStreak(claim('2026-11-23', 7), period, 7)).toBe(0);
    expect(currentStreak(claim('2026-11-20', 4), period, 7)).toBe(0);
  });
});
