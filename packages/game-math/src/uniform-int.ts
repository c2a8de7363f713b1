const TWO_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, maxExclusive) from a source of uniform 32-bit words, without modulo bias:
 * words in the top partial block (2^32 mod maxExclusive of them) are dropped and the next word is drawn,
 * so every value is hit by exactly floor(2^32 / maxExclusive) words.
 */
export function uniformInt(next32: () => number, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32)
    throw new RangeError(`int() needs an integer bound in [1, 2^32], got ${maxExclusive}`);
  const limit = TWO_32 - (TWO_32 % maxExclusive);
  let x = next32();
  while (x >= limit) x = next32();
  return x % maxExclusive;
}
