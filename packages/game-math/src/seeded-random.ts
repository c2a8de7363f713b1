import type { RandomSource } from './types.ts';

const TWO_32 = 0x1_0000_0000;

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): a fast seeded PRNG for simulations and
 * tests. Not for real rounds — the server supplies a crypto RandomSource.
 */
export function createSeededRandom(seed: number): RandomSource & { next32(): number } {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next32(); // mix the seed in
  return {
    next32,
    int(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32)
        throw new RangeError(`int() needs an integer bound in [1, 2^32], got ${maxExclusive}`);
      // Rejection sampling: drop the top partial block so every value is exactly equally likely.
      const limit = TWO_32 - (TWO_32 % maxExclusive);
      let x = next32();
      while (x >= limit) x = next32();
      return x % maxExclusive;
    },
  };
}
