import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { gameSessions } from '../db/schema/wallet.ts';
import { walletAccounts } from '../db/schema/wallet.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import type { Currency } from '../wallet/wallet-types.ts';

export type GameSession = typeof gameSessions.$inferSelect;
type SessionMoney = Pick<GameSession, 'playerId' | 'currency'>;
/** What a bet took per currency, so a rollback returns exactly that. */
export type BetParts = Partial<Record<'COIN' | 'ENTRY' | 'WINNING', number>>;

/** What a session can bet: COIN, or in SweepStakes entries and redeemable winnings together. */
export async function playableBalance(db: Db, session: SessionMoney) {
  const b = await getPlayerBalances(db, session.playerId);
  return session.currency === 'COIN' ? b.coins : b.entries + b.winnings;
}

/** The same figure as a subquery, so it can be written in the statement that needs it. */
export const playableSql = (session: SessionMoney) =>
  sql<number>`(SELECT coalesce(sum(${walletAccounts.balance}), 0)::bigint FROM ${walletAccounts}
    WHERE ${walletAccounts.owner} = ${`player:${session.playerId}`}
    AND ${walletAccounts.currency} IN ${session.currency === 'COIN' ? ['COIN'] : ['ENTRY', 'WINNING']})`;

/** The ledger key of one currency's part of a seamless transaction: its idempotency key. */
export const transferKey = (provider: string, transactionId: string, currency: Currency) =>
  `seamless:${provider}:${transactionId}:${currency}`;

/** The currency a session's wins are paid in: SweepStakes wins are redeemable winnings. */
export const winCurrency = (session: Pick<GameSession, 'currency'>): Currency =>
  session.currency === 'COIN' ? 'COIN' : 'WINNING';

/**
 * A SweepStakes bet takes entries first, then winnings. Both rows are locked in a fixed order so the
 * split stays true until the transaction ends; undefined when they cannot cover the bet.
 */
export async function lockSweepstakesBet(tx: Db, playerId: string, amount: number) {
  const rows = await tx
    .select({ currency: walletAccounts.currency, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.owner, `player:${playerId}`),
        inArray(walletAccounts.currency, ['ENTRY', 'WINNING']),
      ),
    )
    .orderBy(asc(walletAccounts.currency))
    .for('no key update');
  const entries = Number(rows.find((r) => r.currency === 'ENTRY')?.balance ?? 0);
  const winnings = Number(rows.find((r) => r.currency === 'WINNING')?.balance ?? 0);
  if (entries + winnings < amount) return undefined;
  const parts: BetParts = {};
  const fromEntries = Math.min(entries, amount);
  if (fromEntries > 0) parts.ENTRY = fromEntries;
  if (amount - fromEntries > 0) parts.WINNING = amount - fromEntries;
  return { parts, before: entries + winnings };
}
