import { describe, expect, it } from 'vitest';
import type { Prize, WeightedPrize } from '@casino/contracts';
import {
  drawWeighted,
  expectedValue,
  formatRational,
  multiplyPrize,
  rational,
  rationalToNumber,
  type RandomSource,
} from './draw-weighted.ts';

const prize = (coins: number, entries = 0, freeSpins: Prize['freeSpins'] = null): Prize => ({
  coins,
  entries,
  freeSpins,
});
const spins = (count: number): Prize['freeSpins'] => ({
  gameId: 'g',
  count,
  betLevel: 10,
  lifetimeSeconds: 3600,
});

/** mulberry32: a small seeded generator, so the statistics below are the same on every run. */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * max);
  };
}

describe('drawWeighted', () => {
  const items = [{ weight: 5 }, { weight: 1 }, { weight: 3 }, { weight: 1 }];

  it('gives every unit of weight to exactly one item, in order', () => {
    // Feeding each ticket 0..Σ-1 once: every item is picked exactly its weight times.
    const counts = [0, 0, 0, 0];
    for (let ticket = 0; ticket < 10; ticket++) counts[drawWeighted(items, () => ticket).index]!++;
    expect(counts).toEqual([5, 1, 3, 1]);
    expect(drawWeighted(items, () => 0).index).toBe(0);
    expect(drawWeighted(items, () => 5).index).toBe(1);
    expect(drawWeighted(items, () => 9).index).toBe(3);
  });

  it('asks the source for one number below the total weight', () => {
    const asked: number[] = [];
    drawWeighted(items, (max) => (asked.push(max), 0));
    expect(asked).toEqual([10]);
  });

  it('refuses a source that answers outside the range, and bad weights', () => {
    expect(() => drawWeighted(items, () => 10)).toThrow(/outside/);
    expect(() => drawWeighted(items, () => -1)).toThrow(/outside/);
    expect(() => drawWeighted(items, () => 1.5)).toThrow(/outside/);
    expect(() => drawWeighted([])).toThrow(/Nothing/);
    expect(() => drawWeighted([{ weight: 0 }])).toThrow(/positive/);
    expect(() => drawWeighted([{ weight: 1.5 }])).toThrow(/positive/);
  });

  it('matches the weights over many draws (chi-square, seeded source)', () => {
    const weights = [50, 20, 15, 10, 4, 1];
    const n = 100_000;
    const counts = weights.map(() => 0);
    const random = seeded(20261124);
    const list = weights.map((weight) => ({ weight }));
    for (let i = 0; i < n; i++) counts[drawWeighted(list, random).index]!++;
    const total = weights.reduce((a, b) => a + b, 0);
    const chi2 = weights.reduce((sum, w, i) => {
      const expected = (n * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 5 degrees of freedom: 20.52 is the 0.999 quantile. The seed fixes the outcome, so this never flakes.
    expect(chi2).toBeLessThan(20.52);
    // And a draw that ignored the weights (uniform) would fail the same test by far.
    const uniform = weights.map(() => n / weights.length);
    const chi2Uniform = weights.reduce((sum, w, i) => {
      const expected = (n * w) / total;
      return sum + (uniform[i]! - expected) ** 2 / expected;
    }, 0);
    expect(chi2Uniform).toBeGreaterThan(1000);
  });

  it('draws with node:crypto by default, always inside the list', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(drawWeighted(items).index);
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('expectedValue', () => {
  it('is Σ weight·prize / Σ weight, exact and reduced, per kind', () => {
    const weighted: WeightedPrize[] = [
      { weight: 3, prize: prize(100) },
      { weight: 1, prize: prize(0, 0.07) },
      { weight: 2, prize: prize(0, 0, spins(5)) },
    ];
    const ev = expectedValue(weighted);
    expect(ev.coins).toEqual({ num: 50n, den: 1n }); // 300/6
    expect(ev.entryHundredths).toEqual({ num: 7n, den: 6n }); // 7 hundredths / 6
    expect(ev.freeSpinRounds).toEqual({ num: 5n, den: 3n }); // 10/6
    expect(formatRational(ev.freeSpinRounds)).toBe('5/3');
    expect(rationalToNumber(ev.entryHundredths) / 100).toBeCloseTo(0.011667, 6);
  });

  it('scales with the booster multiplier', () => {
    const weighted: WeightedPrize[] = [
      { weight: 1, prize: prize(10) },
      { weight: 2, prize: prize(1) },
    ];
    expect(expectedValue(weighted, 3).coins).toEqual({ num: 12n, den: 1n });
  });

  it('reduces fractions and keeps the sign on the numerator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow();
  });
});

describe('multiplyPrize', () => {
  it('multiplies coins, entries (exactly, in hundredths) and free-spin rounds', () => {
    expect(multiplyPrize(prize(25, 0.07, spins(4)), 3)).toEqual(prize(75, 0.21, spins(12)));
    const same = prize(1);
    expect(multiplyPrize(same, 1)).toBe(same);
  });
});
