import { eq, sql } from 'drizzle-orm';
import type { GameMode } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { assertMayPlaySweepstakes } from '../geo/assert-may-play-sweepstakes.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';

/**
 * The spec's mode switch. Entries are played only where sweepstakes are allowed: switching to SweepStakes
 * runs the same geo rule as a game launch (403 with the region text). Switching to the mode the player
 * is already in succeeds without a change, so a double click or a retried GET answers the same. Every
 * open tab of the player hears the new mode through a `profile/profileUpdated` push.
 */
export async function switchGameMode(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; gameMode: GameMode; ip: string | null; now: Date },
): Promise<{ gameMode: GameMode; changed: boolean }> {
  const player = await requirePlayer(deps.db, input.playerId);
  if (input.gameMode === 'SweepStakes')
    await assertMayPlaySweepstakes(deps.db, { playerId: player.id, ip: input.ip, at: input.now });
  if (player.gameMode === input.gameMode) return { gameMode: input.gameMode, changed: false };
  await deps.db
    .update(players)
    .set({ gameMode: input.gameMode, updatedAt: sql`now()` })
    .where(eq(players.id, player.id));
  deps.publisher.toPlayer(player.id, {
    type: 'profile',
    action: 'profileUpdated',
    data: { gameMode: input.gameMode },
  });
  return { gameMode: input.gameMode, changed: true };
}
