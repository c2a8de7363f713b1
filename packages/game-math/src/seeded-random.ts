import type { RandomSource } from './types.ts';
import { uniformInt } from './uniform-int.ts';

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
    int: (maxExclusive: number): number => uniformInt(next32, maxExclusive),
  };
}
