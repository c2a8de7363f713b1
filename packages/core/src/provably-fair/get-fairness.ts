import type { Fairness } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { activeSeedPair, lastRevealedPair, toActive, toRevealed } from './seed-pairs.ts';

/** The player's seed pair in use (hash, client seed, next nonce) and the last revealed one. */
export async function getFairness(db: Db, input: { playerId: string }): Promise<Fairness> {
  const [active, previous] = await Promise.all([
    activeSeedPair(db, input.playerId),
    lastRevealedPair(db, input.playerId),
  ]);
  return { active: toActive(active), previous: previous ? toRevealed(previous) : null };
}
