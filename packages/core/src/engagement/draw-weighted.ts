import { randomInt } from 'node:crypto';
import { toMinorUnits, type Prize, type WeightedPrize } from '@casino/contracts';

/** A uniform whole number in [0, maxExclusive): node:crypto's `randomInt` unless a test injects one. */
export type RandomSource = (maxExclusive: number) => number;

const cryptoSource: RandomSource = (maxExclusive) => randomInt(maxExclusive);

/**
 * Draws one item with chance weight / Σ weight. One uniform draw over the total weight (crypto's
 * `randomInt` rejects the biased tail, so there is no modulo bias), then the cumulative walk finds the
 * item whose slice holds it: every unit of weight maps to exactly one item.
 */
export function drawWeighted<T extends { weight: number }>(
  items: readonly T[],
  random: RandomSource = cryptoSource,
): { index: number; item: T } {
  const total = totalWeight(items);
  const ticket = random(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total)
    throw new Error(`random source answered ${ticket} outside [0, ${total})`);
  let end = 0;
  for (const [index, item] of items.entries()) {
    end += item.weight;
    if (ticket < end) return { index, item };
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

export function totalWeight(items: readonly { weight: number }[]): number {
  if (items.length === 0) throw new Error('Nothing to draw from.');
  let total = 0;
  for (const { weight } of items) {
    if (!Number.isSafeInteger(weight) || weight <= 0) throw new Error(`A weight must be a positive integer.`);
    total += weight;
  }
  // crypto.randomInt draws below 2^48.
  if (total >= 2 ** 48) throw new Error('The weights add up to too much.');
  return total;
}

/** An exact fraction, always reduced, with a positive denominator. */
export interface Rational {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new Error('A fraction needs a denominator other than zero.');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const rationalToNumber = (r: Rational) => Number(r.num) / Number(r.den);

/** `a/b` (or `a` when whole), for docs and messages. */
export const formatRational = (r: Rational) => (r.den === 1n ? `${r.num}` : `${r.num}/${r.den}`);

/**
 * The exact expected prize of one draw: Σ weight·prize / Σ weight per kind. Entries are counted in the
 * ledger's hundredths, so `entries` is exact too (divide by 100 for entries as players see them).
 */
export interface ExpectedPrize {
  coins: Rational;
  /** In hundredths of an entry (the ledger's minor unit). */
  entryHundredths: Rational;
  freeSpinRounds: Rational;
}

export function expectedValue(weighted: readonly WeightedPrize[], multiplier = 1): ExpectedPrize {
  const total = BigInt(totalWeight(weighted));
  const sum = (value: (prize: Prize) => number) =>
    rational(
      weighted.reduce((acc, { weight, prize }) => acc + BigInt(weight) * BigInt(value(prize)), 0n) *
        BigInt(multiplier),
      total,
    );
  return {
    coins: sum((p) => p.coins),
    entryHundredths: sum((p) => toMinorUnits('ENTRY', p.entries)),
    freeSpinRounds: sum((p) => p.freeSpins?.count ?? 0),
  };
}

/** A prize multiplied (the wheel's booster): coins, entries and free-spin rounds. */
export function multiplyPrize(prize: Prize, multiplier: number): Prize {
  if (multiplier === 1) return prize;
  return {
    coins: prize.coins * multiplier,
    // In hundredths, so 0.07 × 3 stays 0.21 and not 0.21000000000000002.
    entries: (toMinorUnits('ENTRY', prize.entries) * multiplier) / 100,
    freeSpins: prize.freeSpins ? { ...prize.freeSpins, count: prize.freeSpins.count * multiplier } : null,
  };
}

/** The chances of weighted items (a config's prizes, a slot's outcomes), in percent (two decimals). */
export const chancesOf = <T extends { weight: number }>(items: readonly T[]) => {
  const total = totalWeight(items);
  return items.map((item) => Math.round((item.weight / total) * 10_000) / 100);
};

/** A row of a prize table: its weight, then the prize's coins and entries (none when left out). */
export type PrizeRow = readonly [weight: number, coins: number, entries?: number];

/** A table of weighted coin-and-entry prizes (a box's, a card's), one `[weight, coins, entries?]` row each. */
export const coinPrizes = (rows: readonly PrizeRow[]) =>
  rows.map(([weight, coins, entries = 0]) => ({ weight, prize: { coins, entries } }));

/** The same for a feature whose prizes may carry free spins (a wheel, a chest): these carry none. */
export const weightedPrizes = (rows: readonly PrizeRow[]): WeightedPrize[] =>
  rows.map(([weight, coins, entries = 0]) => ({ weight, prize: { coins, entries, freeSpins: null } }));
