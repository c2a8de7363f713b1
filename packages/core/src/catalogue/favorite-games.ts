import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favoriteGames, games } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { getRestrictionGroup } from './player-restrictions.ts';

/** The player's favourite game ids, newest first (app init's favoriteGames). */
export async function listFavoriteGameIds(db: Db, playerId: string): Promise<number[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(and(eq(favoriteGames.playerId, playerId), eq(games.isActive, true)))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((r) => r.gameId);
}

/** Adds or removes a favourite; both are idempotent. Unknown, inactive or restricted games are 404. */
export async function setFavoriteGame(
  db: Db,
  input: { playerId: string | null; gameId: number; favorite: boolean },
): Promise<{ favoriteGames: number[] }> {
  const player = await requirePlayer(db, input.playerId);
  if (input.favorite) {
    const [game] = await db
      .select({ id: games.id, isActive: games.isActive })
      .from(games)
      .where(eq(games.id, input.gameId))
      .limit(1);
    const { restricted } = await getRestrictionGroup(db, player.id);
    if (!game || !game.isActive || restricted.has(game.id)) throw notFound('This game is not available.');
    await db.insert(favoriteGames).values({ playerId: player.id, gameId: game.id }).onConflictDoNothing();
  } else {
    await db
      .delete(favoriteGames)
      .where(and(eq(favoriteGames.playerId, player.id), eq(favoriteGames.gameId, input.gameId)));
  }
  return { favoriteGames: await listFavoriteGameIds(db, player.id) };
}
