import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.ts';

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const rng = createSeededRandom(seed);
      return Array.from({ length: 20 }, () => rng.int(1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays in range and spreads evenly over a bound that does not divide 2^32', () => {
    const rng = createSeededRandom(1);
    const counts = new Array<number>(7).fill(0);
    const n = 700_000;
    for (let i = 0; i < n; i++) counts[rng.int(7)]!++;
    // Chi-square with 6 degrees of freedom: 22.46 is the 0.1% critical value.
    const chi = counts.reduce((sum, c) => sum + (c - n / 7) ** 2 / (n / 7), 0);
    expect(chi).toBeLessThan(22.46);
    expect(counts.reduce((a, b) => a + b)).toBe(n);
  });

  it('rejects bounds that are not positive integers', () => {
    const rng = createSeededRandom(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
  });
});
