import { and, eq, isNull } from 'drizzle-orm';
import type { Fairness } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';
import { activeSeedPair } from './seed-pairs.ts';
import { getFairness } from './get-fairness.ts';

/**
 * The client seed of the next rounds. The server seed stays committed and the nonce runs on, so no
 * (client seed, nonce) pair repeats under one server seed; the client seed is validated by the contract.
 */
export async function setClientSeed(
  db: Db,
  input: { playerId: string; clientSeed: string },
): Promise<Fairness> {
  await activeSeedPair(db, input.playerId);
  await db
    .update(fairSeeds)
    .set({ clientSeed: input.clientSeed })
    .where(and(eq(fairSeeds.playerId, input.playerId), isNull(fairSeeds.revealedAt)));
  return getFairness(db, input);
}
