import { eq } from 'drizzle-orm';
import { createSeededRandom, type RandomSource } from '@casino/game-math';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { notFound } from '../errors.ts';

/**
 * A test control (CLOCK_CONTROL=1 only, never in production): one player's in-house rounds drawn from a
 * seeded generator instead of the CSPRNG, so a browser journey reaches a feature and a big win on a known
 * spin. Everyone else keeps the CSPRNG. Lives in memory; a restart forgets it.
 */
export function createSeededPlay() {
  const seeded = new Map<string, RandomSource>();
  return {
    /** From now on, this player's rounds come from `seed` (sfc32), the first round first. */
    async seed(db: Db, input: { email: string; seed: number }): Promise<{ playerId: string }> {
      const [player] = await db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, input.email))
        .limit(1);
      if (!player) throw notFound('No player has this email.');
      seeded.set(player.id, createSeededRandom(input.seed));
      return { playerId: player.id };
    },
    rngFor: (playerId: string): RandomSource | undefined => seeded.get(playerId),
  };
}
export type SeededPlay = ReturnType<typeof createSeededPlay>;
