import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games, playerGameRestrictions, players } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';

/** playerRestrictionIdsHash: a stable hash of the restricted game ids (order does not matter). */
export const restrictionIdsHash = (ids: readonly number[]) =>
  createHash('sha256')
    .update([...ids].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 16);

export interface RestrictionGroup {
  /** playerRestrictionIdsHash; the hash of the empty list for guests and unrestricted players. */
  groupKey: string;
  restricted: ReadonlySet<number>;
}

export async function getRestrictedGameIds(db: Db, playerId: string): Promise<number[]> {
  const rows = await db
    .select({ gameId: playerGameRestrictions.gameId })
    .from(playerGameRestrictions)
    .where(eq(playerGameRestrictions.playerId, playerId))
    .orderBy(asc(playerGameRestrictions.gameId));
  return rows.map((r) => r.gameId);
}

/** The player's restriction group, worked out on the server (a client's groupKey is only a cache key). */
export async function getRestrictionGroup(db: Db, playerId: string | null): Promise<RestrictionGroup> {
  const ids = playerId ? await getRestrictedGameIds(db, playerId) : [];
  return { groupKey: restrictionIdsHash(ids), restricted: new Set(ids) };
}

async function findTargets(db: Db, input: { playerEmail: string; slug: string }) {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, input.playerEmail.trim().toLowerCase()))
    .limit(1);
  if (!player) throw notFound(`No player with the email ${input.playerEmail}.`);
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.slug, input.slug)).limit(1);
  if (!game) throw notFound(`No game with the slug ${input.slug}.`);
  return { playerId: player.id, gameId: game.id };
}

/**
 * Operator action: hide a game from one player (or show it again). The player's group key changes, and
 * the player is told so the lobby refetches the catalogue for the new group.
 */
export async function setGameRestriction(
  deps: { db: Db; publisher: Publisher },
  input: { playerEmail: string; slug: string; restricted: boolean },
): Promise<{ playerId: string; playerRestrictionIdsHash: string; changed: boolean }> {
  const { playerId, gameId } = await findTargets(deps.db, input);
  const before = await getRestrictionGroup(deps.db, playerId);
  if (input.restricted) {
    await deps.db.insert(playerGameRestrictions).values({ playerId, gameId }).onConflictDoNothing();
  } else {
    await deps.db
      .delete(playerGameRestrictions)
      .where(and(eq(playerGameRestrictions.playerId, playerId), eq(playerGameRestrictions.gameId, gameId)));
  }
  const after = await getRestrictionGroup(deps.db, playerId);
  const changed = after.groupKey !== before.groupKey;
  if (changed)
    deps.publisher.toPlayer(playerId, {
      type: 'player',
      action: 'updateGroupHash',
      data: { playerRestrictionIdsHash: after.groupKey },
    });
  return { playerId, playerRestrictionIdsHash: after.groupKey, changed };
}
