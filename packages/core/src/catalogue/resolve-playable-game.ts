import { eq } from 'drizzle-orm';
import type { EngineId } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import { getRestrictedGameIds } from './player-restrictions.ts';
import { themeOf } from './themes.ts';

export interface PlayableGame {
  id: number;
  slug: string;
  title: string;
  engineId: EngineId;
  /** The art theme the game's reels are drawn in (`@casino/art`). */
  theme: string;
}

/**
 * The check before GET /rest/game/{slug}/play/ opens a session: 401 for a guest, 404 for an unknown or
 * withdrawn game, 403 when an operator restricted the game for this player.
 */
export async function resolvePlayableGame(
  db: Db,
  input: { playerId: string | null; slug: string },
): Promise<PlayableGame> {
  if (!input.playerId) throw unauthorized('Please sign in to play.');
  const [game] = await db.select().from(games).where(eq(games.slug, input.slug)).limit(1);
  if (!game || !game.isActive) throw notFound('This game does not exist.');
  const restricted = await getRestrictedGameIds(db, input.playerId);
  if (restricted.includes(game.id)) throw forbidden('This game is not available on your account.');
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    engineId: game.engineId,
    theme: themeOf(game.artworkSeed).key,
  };
}
