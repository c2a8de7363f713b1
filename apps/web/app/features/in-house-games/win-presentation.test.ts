import { describe, expect, it } from 'vitest';
import { countUpDuration, countUpSteps, winHighlights, winTier } from './win-presentation.ts';
import type { Win } from '@casino/game-math';

describe('winTier', () => {
  it('is big from 15×, mega from 30×, epic from 60× the bet', () => {
    expect(winTier(0, 100)).toBeNull();
    expect(winTier(1_499, 100)).toBeNull();
    expect(winTier(1_500, 100)).toBe('big');
    expect(winTier(2_999, 100)).toBe('big');
    expect(winTier(3_000, 100)).toBe('mega');
    expect(winTier(6_000, 100)).toBe('epic');
    expect(winTier(500, 0)).toBeNull();
  });
});

describe('countUpDuration', () => {
  it('grows with the win in bets, capped, nothing for no win', () => {
    expect(countUpDuration(0, 100, 'normal')).toBe(0);
    const small = countUpDuration(50, 100, 'normal');
    const medium = countUpDuration(500, 100, 'normal');
    const big = countUpDuration(5_000, 100, 'normal');
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(big);
    expect(countUpDuration(10_000_000, 100, 'normal')).toBe(6000);
  });

  it('is a third as long on quick spin and instant under reduced motion', () => {
    expect(countUpDuration(500, 100, 'quick')).toBe(Math.round(countUpDuration(500, 100, 'normal') / 3));
    expect(countUpDuration(500, 100, 'reduced')).toBe(0);
  });
});

describe('countUpSteps', () => {
  it('climbs in whole units, never down, ending exactly on the win', () => {
    const steps = countUpSteps(12_345, 1000);
    expect(steps.at(-1)).toBe(12_345);
    expect(steps.length).toBeGreaterThan(10);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    expect(steps.every(Number.isInteger)).toBe(true);
  });

  it('is the win alone when instant, and skips repeated figures for a small win', () => {
    expect(countUpSteps(700, 0)).toEqual([700]);
    expect(countUpSteps(3, 1000)).toEqual([1, 2, 3]);
  });
});

describe('winHighlights', () => {
  const line = (n: number): Win => ({
    kind: 'line',
    line: n,
    symbol: 'ace',
    count: 3,
    positions: [],
    amount: 5,
  });
  it('shows all wins together, then each in turn', () => {
    expect(winHighlights({ wins: [] })).toEqual([]);
    expect(winHighlights({ wins: [line(1)] })).toEqual([[line(1)]]);
    expect(winHighlights({ wins: [line(1), line(4)] })).toEqual([[line(1), line(4)], [line(1)], [line(4)]]);
  });
});
