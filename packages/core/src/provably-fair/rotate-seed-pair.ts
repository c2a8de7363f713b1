import { and, eq, isNull } from 'drizzle-orm';
import type { Fairness, RevealedSeedPair } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';
import { activeSeedPair, newSeedPair, toActive, toRevealed } from './seed-pairs.ts';

/**
 * Reveals the pair in use and commits to a new server seed with the same client seed, nonces from 0, in
 * one transaction (the unique index admits one unrevealed pair). A round that took its nonce just before
 * keeps its pair: it is verifiable with the seed revealed here.
 */
export async function rotateSeedPair(
  deps: { db: Db; clock: Clock },
  input: { playerId: string },
): Promise<{ fairness: Fairness; revealed: RevealedSeedPair }> {
  const { db, clock } = deps;
  for (;;) {
    await activeSeedPair(db, input.playerId);
    const rotated = await db.transaction(async (tx) => {
      const [old] = await tx
        .update(fairSeeds)
        .set({ revealedAt: clock.now() })
        .where(and(eq(fairSeeds.playerId, input.playerId), isNull(fairSeeds.revealedAt)))
        .returning();
      if (!old) return null; // a racing rotation revealed it first: rotate the pair it made
      const [active] = await tx
        .insert(fairSeeds)
        .values({ playerId: input.playerId, ...newSeedPair(old.clientSeed) })
        .returning();
      const revealed = toRevealed(old);
      return { fairness: { active: toActive(active!), previous: revealed }, revealed };
    });
    if (rotated) return rotated;
  }
}
