import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MAX_DROP_RANGE } from '@casino/contracts';

/** The published commitment of a drop point: SHA-256 (hex) of `{dropPoint}:{salt}`. */
export const commitmentOf = (dropPoint: number, salt: string) =>
  createHash('sha256').update(`${dropPoint}:${salt}`).digest('hex');

export interface DrawnDropPoint {
  dropPoint: number;
  salt: string;
  commitment: string;
}

/** Random bytes as the server draws them; a test may pass its own. */
export interface DropPointRandom {
  int(min: number, maxExclusive: number): number;
  salt(): string;
}

/** A fresh 128-bit salt, hex. */
export const newSalt = () => randomBytes(16).toString('hex');

const cryptoDropRandom: DropPointRandom = { int: (min, max) => randomInt(min, max), salt: newSalt };

/**
 * A tier's drop point, drawn when it is seeded: uniform over (seed, ceiling] with crypto randomness, so the
 * pot drops on or before the ceiling ("must drop by") and never at the seed itself. Its commitment is
 * published at once; the point and salt only after the drop, so the drop is neither chosen later nor
 * predictable (the 128-bit salt keeps the point from being found by hashing every candidate).
 */
export function drawDropPoint(
  tier: { seedAmount: number; ceiling: number },
  random: DropPointRandom = cryptoDropRandom,
): DrawnDropPoint {
  const { seedAmount, ceiling } = tier;
  if (!Number.isSafeInteger(seedAmount) || !Number.isSafeInteger(ceiling) || ceiling <= seedAmount)
    throw new RangeError('A jackpot tier needs whole amounts with its ceiling above its seed.');
  if (ceiling - seedAmount > MAX_DROP_RANGE) throw new RangeError('The ceiling is too far above the seed.');
  const dropPoint = random.int(seedAmount + 1, ceiling + 1);
  const salt = random.salt();
  return { dropPoint, salt, commitment: commitmentOf(dropPoint, salt) };
}

/** Anyone's check of a revealed drop: the point and salt hash to the commitment published at seeding. */
export const verifyDropPoint = (revealed: DrawnDropPoint) =>
  commitmentOf(revealed.dropPoint, revealed.salt) === revealed.commitment;
