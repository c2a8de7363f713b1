import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { gameRounds } from '../db/schema/wallet.ts';

/** How many recently played games the profile and the lobby row list. */
export const RECENT_GAMES_LIMIT = 12;

/**
 * The catalogue ids of the games the player's rounds were in, most recently played first, each once.
 * Rounds of a game no longer in the catalogue are left out.
 */
export async function recentGameIds(db: Db, input: { playerId: string; limit?: number }): Promise<number[]> {
  const last = max(gameRounds.createdAt);
  const rows = await db
    .select({ id: games.id, last })
    .from(gameRounds)
    .innerJoin(games, eq(games.slug, gameRounds.gameId))
    .where(eq(gameRounds.playerId, input.playerId))
    .groupBy(games.id)
    .orderBy(desc(last), desc(games.id))
    .limit(input.limit ?? RECENT_GAMES_LIMIT);
  return rows.map((row) => row.id);
}
