import { and, asc, count, eq, gt } from 'drizzle-orm';
import {
  BACKOFFICE_LEDGER_CURRENCIES,
  fromMinorUnits,
  type BackofficeBalance,
  type BackofficePlayerDetail,
  type BackofficeRestriction,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games, playerGameRestrictions, players, sessions, walletAccounts } from '../db/schema/index.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { notFound } from '../errors.ts';
import { accountStatusOf } from '../identity/account-status.ts';
import type { Player } from '../identity/find-player.ts';
import { iso } from './paging.ts';

export const PLAYER_NOT_FOUND_TEXT = 'There is no player with this id. Search for the player again.';

/** The player's row, or a 404 an operator understands. */
export async function findPlayerOr404(db: Db, playerId: string): Promise<Player> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
  if (!player) throw notFound(PLAYER_NOT_FOUND_TEXT);
  return player;
}

/** Every ledger currency of the player in the units players see; an account never used reads 0. */
export async function playerBalances(db: Db, playerId: string): Promise<BackofficeBalance[]> {
  const rows = await db
    .select({ currency: walletAccounts.currency, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.owner, `player:${playerId}`));
  return BACKOFFICE_LEDGER_CURRENCIES.map((currency) => {
    const row = rows.find((r) => r.currency === currency);
    return { currency, amount: fromMinorUnits(currency, Number(row?.balance ?? 0)) };
  });
}

export async function playerRestrictions(db: Db, playerId: string): Promise<BackofficeRestriction[]> {
  const rows = await db
    .select({ slug: games.slug, title: games.title, createdAt: playerGameRestrictions.createdAt })
    .from(playerGameRestrictions)
    .innerJoin(games, eq(games.id, playerGameRestrictions.gameId))
    .where(eq(playerGameRestrictions.playerId, playerId))
    .orderBy(asc(games.title));
  return rows.map((r) => ({ gameSlug: r.slug, gameName: r.title, createdAt: r.createdAt.toISOString() }));
}

/** The player's page: profile, account status, identity check, balances, restrictions, live sessions. */
export async function getPlayerDetail(db: Db, playerId: string, now: Date): Promise<BackofficePlayerDetail> {
  const player = await findPlayerOr404(db, playerId);
  const [balances, restrictions, kycStatus, [live]] = await Promise.all([
    playerBalances(db, playerId),
    playerRestrictions(db, playerId),
    getDocumentConfirmStatus(db, playerId),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), gt(sessions.expiresAt, now))),
  ]);
  const status = accountStatusOf(player);
  return {
    id: player.id,
    brand: player.brand,
    email: player.email,
    emailConfirmed: player.emailConfirmedAt !== null,
    phone: player.phone,
    phoneConfirmed: player.phoneConfirmedAt !== null,
    login: player.login,
    name: player.name,
    surname: player.surname,
    birthDay: player.birthDay,
    address: [player.address, player.address2].filter(Boolean).join(', ') || null,
    city: player.city,
    state: player.state,
    zip: player.zip,
    locale: player.locale,
    gameMode: player.gameMode,
    status,
    lockedAt: iso(player.lockedAt),
    lockReason: player.lockReason,
    closedAt: iso(player.closedAt),
    closeReason: player.closeReason,
    createdAt: player.createdAt.toISOString(),
    lastLoginAt: iso(player.lastLoginAt),
    registrationCompleted: player.registrationCompletedAt !== null,
    registrationSource: player.registrationSource,
    trafficSource: player.trafficSource,
    geoAccess: player.geoAccess,
    geoRegion: player.geoRegion,
    kycStatus,
    balances,
    restrictions,
    // A locked or closed account has no live session, whatever rows are left.
    activeSessions: status === 'active' ? (live?.n ?? 0) : 0,
  };
}
