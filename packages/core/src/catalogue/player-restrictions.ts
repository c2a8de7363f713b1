import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { guardStop } from '@casino/contracts';
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

/**
 * What a shared signed-in page depends on of its player (ADR 0031): the restriction group (which games the
 * page lists) and the game mode (the currency its jackpots are shown in), in one statement. Null when the
 * player is gone, or when the access guard stops them (an incomplete registration, a blocked region for
 * entries): the group's page passes the guard, so such a player's page is rendered for them (the guard's
 * redirect).
 */
export async function sharedPageGroup(
  db: Db,
  playerId: string,
): Promise<(RestrictionGroup & { gameMode: 'TournamentPoints' | 'SweepStakes' }) | null> {
  const [row] = await db
    .select({
      gameMode: players.gameMode,
      registrationComplete: sql<boolean>`${players.registrationCompletedAt} is not null`,
      geoAccess: players.geoAccess,
      restricted: sql<number[]>`(
        select coalesce(json_agg(r.game_id order by r.game_id), '[]'::json)
        from player_game_restrictions r where r.player_id = players.id)`,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row || guardStop({ isGuest: false, ...row })) return null;
  const ids = row.restricted.map(Number);
  return { groupKey: restrictionIdsHash(ids), restricted: new Set(ids), gameMode: row.gameMode };
}

async function findPlayerByEmail(db: Db, playerEmail: string) {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, playerEmail.trim().toLowerCase()))
    .limit(1);
  if (!player) throw notFound(`No player with the email ${playerEmail}.`);
  return player.id;
}

/**
 * Operator action: hide a game from one player (or show it again). The player's group key changes, and
 * the player is told so the lobby refetches the catalogue for the new group.
 */
export async function setGameRestriction(
  deps: { db: Db; publisher: Publisher },
  input: { playerEmail: string; slug: string; restricted: boolean },
): Promise<{ playerId: string; playerRestrictionIdsHash: string; changed: boolean }> {
  const playerId = await findPlayerByEmail(deps.db, input.playerEmail);
  const result = await changeGameRestriction(deps.db, {
    playerId,
    slug: input.slug,
    restricted: input.restricted,
  });
  if (result.changed) publishRestrictionGroup(deps.publisher, playerId, result.playerRestrictionIdsHash);
  return { playerId, playerRestrictionIdsHash: result.playerRestrictionIdsHash, changed: result.changed };
}

/**
 * The database side of a restriction change, in `db` (the caller's transaction when it audits the change in
 * the same one); the caller tells the player with `publishRestrictionGroup` once it committed.
 */
export async function changeGameRestriction(
  db: Db,
  input: { playerId: string; slug: string; restricted: boolean },
): Promise<{ gameId: number; playerRestrictionIdsHash: string; changed: boolean }> {
  const { playerId } = input;
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.slug, input.slug)).limit(1);
  if (!game) throw notFound(`No game with the slug ${input.slug}.`);
  const before = await getRestrictionGroup(db, playerId);
  if (input.restricted) {
    await db.insert(playerGameRestrictions).values({ playerId, gameId: game.id }).onConflictDoNothing();
  } else {
    await db
      .delete(playerGameRestrictions)
      .where(and(eq(playerGameRestrictions.playerId, playerId), eq(playerGameRestrictions.gameId, game.id)));
  }
  const after = await getRestrictionGroup(db, playerId);
  return {
    gameId: game.id,
    playerRestrictionIdsHash: after.groupKey,
    changed: after.groupKey !== before.groupKey,
  };
}

/** Tells the player's open pages their restriction group changed (the lobby refetches its catalogue). */
export const publishRestrictionGroup = (publisher: Publisher, playerId: string, groupKey: string) =>
  publisher.toPlayer(playerId, {
    type: 'player',
    action: 'updateGroupHash',
    data: { playerRestrictionIdsHash: groupKey },
  });
