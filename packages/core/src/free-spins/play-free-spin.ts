import { and, eq, gt, sql } from 'drizzle-orm';
import { FREE_SPIN_TEXTS, type InHouseFreeSpins } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import { recordActivity, type ActivityKick } from '../engagement/activity.ts';
import type { Db } from '../db/client.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import {
  playableSql,
  transferKey,
  winCurrency,
  type GameSession,
} from '../seamless-wallet/session-ledger.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { balancesOf } from '../wallet/get-player-balances.ts';
import { pushBalances } from '../wallet/publish-balance.ts';
import { transferAllInTransaction } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import { findLiveFreeSpins, toFrameFreeSpins } from './list-free-spins.ts';

/** Free-spin wins are the cost of a prize: they are paid from the house's rewards account. */
const PAYING_HOUSE = { house: 'rewards' as const };

export const freeSpinsEnded = () =>
  new DomainError(410, FREE_SPIN_TEXTS.ended, undefined, 'free_spins_ended');

/**
 * The grant a free spin is played from, read before the outcome is drawn (its bet level decides the
 * round). Only the facts that never change are checked here; whether a round is left is decided by the
 * settlement's conditional UPDATE.
 */
export async function findFreeSpinGrant(
  db: Db,
  input: { freeSpinId: string; playerId: string; gameId: string },
) {
  const [grant] = await db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, input.freeSpinId));
  // Another player's grant reads as unknown: its existence is not this player's business.
  if (!grant || grant.playerId !== input.playerId)
    throw new DomainError(404, FREE_SPIN_TEXTS.notFound, undefined, 'free_spins_not_found');
  if (grant.gameId !== input.gameId)
    throw new DomainError(422, FREE_SPIN_TEXTS.otherGame, undefined, 'free_spins_other_game');
  return { betLevel: grant.betLevel };
}

export interface FreeSpinRound {
  freeSpinId: string;
  /** The round's idempotency key: a repeat answers the first round, played and paid once. */
  roundId: string;
  win: number;
  outcome: unknown;
}

export type FreeSpinSettlement =
  | {
      status: 'settled';
      outcome: unknown;
      balance: number;
      /** The free spins left on this game after the round (this grant, or the next one), or null. */
      freeSpins: InHouseFreeSpins | null;
      replayed: boolean;
    }
  /** The game was withdrawn or restricted for the player since the session opened; nothing moved. */
  | { status: 'not_playable' };

const idempotencyConflict = () =>
  new DomainError(
    409,
    'This operation was already done with different details.',
    undefined,
    'idempotency_conflict',
  );

/** Thrown inside the transaction to undo it. */
class AlreadySettled extends Error {}
class NotPlayable extends Error {}
class Ended extends Error {}

/**
 * One free round in one transaction: the grant loses a round (`remaining - 1` only while one is left and
 * the grant has not expired, so 32 racing spins on a grant of 5 play 5), the round is written settled
 * with bet 0, and its win is paid from the house through the ledger under the round's key (the in-house
 * win key, so a round id cannot be paid twice by either path). Pushes the balance and `freeSpins updated`
 * after commit.
 */
export async function settleFreeSpin(
  deps: { db: Db; publisher: Publisher; clock: Clock; activity?: ActivityKick },
  session: GameSession,
  catalogueGameId: number,
  round: FreeSpinRound,
): Promise<FreeSpinSettlement> {
  const { db, publisher, clock } = deps;
  const now = clock.now();
  try {
    const settled = await db.transaction(async (tx) => {
      const [grant] = await tx
        .update(freeSpinGrants)
        .set({ remaining: sql`${freeSpinGrants.remaining} - 1` })
        .where(
          and(
            eq(freeSpinGrants.id, round.freeSpinId),
            eq(freeSpinGrants.playerId, session.playerId),
            eq(freeSpinGrants.gameId, session.gameId),
            gt(freeSpinGrants.remaining, 0),
            gt(freeSpinGrants.expiresAt, now),
          ),
        )
        .returning();
      if (!grant) throw new Ended();
      if (round.win > 0) {
        const winId = `${round.roundId}:win`;
        const { transfers } = await transferAllInTransaction(tx, [
          {
            key: transferKey(IN_HOUSE_PROVIDER, winId, winCurrency(session)),
            kind: 'free-spin-win',
            currency: winCurrency(session),
            amount: round.win,
            from: PAYING_HOUSE,
            to: { playerId: session.playerId },
            metadata: { provider: IN_HOUSE_PROVIDER, gameId: session.gameId, freeSpinId: grant.id },
          },
        ]);
        if (transfers[0]!.replayed) throw new AlreadySettled();
      }
      // Written settled, once (a twin without a win meets the unique round id here), and only while the
      // game is still playable for the player; the balances it returns are this transaction's, for the push.
      const inserted = rowsOf<{
        balance: number | string;
        balances: Array<{ currency: Currency; balance: number }>;
      }>(
        await tx.execute(sql`
          INSERT INTO game_rounds (provider, round_ref, session_token, player_id, game_id, currency,
            bet, win, balance_before, balance_after, outcome, free_spin_id, status, updated_at)
          SELECT ${IN_HOUSE_PROVIDER}, ${round.roundId}, ${session.token}, ${session.playerId}::uuid,
            ${session.gameId}, ${session.currency}, 0, ${round.win}::bigint,
            ${playableSql(session)} - ${round.win}::bigint, ${playableSql(session)},
            ${JSON.stringify(round.outcome)}::jsonb, ${grant.id}::uuid, 'settled', ${now.toISOString()}::timestamptz
          WHERE EXISTS (SELECT 1 FROM games WHERE id = ${catalogueGameId} AND is_active)
            AND NOT EXISTS (SELECT 1 FROM player_game_restrictions
              WHERE player_id = ${session.playerId}::uuid AND game_id = ${catalogueGameId})
          ON CONFLICT (provider, round_ref) DO NOTHING
          RETURNING balance_after AS balance, (SELECT json_agg(json_build_object('currency', currency,
            'balance', balance)) FROM wallet_accounts WHERE owner = ${`player:${session.playerId}`}) AS balances`),
      );
      const [row] = inserted;
      if (!row) throw (await roundOf(tx, round.roundId)) ? new AlreadySettled() : new NotPlayable();
      await recordActivity(tx, {
        kind: 'round',
        ref: `${IN_HOUSE_PROVIDER}:${round.roundId}`,
        playerId: session.playerId,
        data: {
          provider: IN_HOUSE_PROVIDER,
          gameId: session.gameId,
          currency: session.currency,
          bet: 0,
          win: round.win,
          freeRound: true,
        },
        at: now,
      });
      return { grant, balance: Number(row.balance), balances: balancesOf(row.balances ?? []) };
    });
    if (round.win > 0) pushBalances(publisher, session.playerId, settled.balances);
    deps.activity?.kick();
    const { grant } = settled;
    publisher.toPlayer(session.playerId, {
      type: 'freeSpins',
      action: 'updated',
      data: { freeSpinId: grant.id, freeSpinCount: grant.remaining },
    });
    return {
      status: 'settled',
      outcome: round.outcome,
      balance: settled.balance,
      freeSpins:
        grant.remaining > 0
          ? toFrameFreeSpins(grant)
          : await findLiveFreeSpins(db, { playerId: session.playerId, gameId: session.gameId, now }),
      replayed: false,
    };
  } catch (error) {
    if (error instanceof NotPlayable) return { status: 'not_playable' };
    // A round already played under this id (a repeat, or a racing twin that committed first and may have
    // drawn another win) is answered as it was, even once the grant has run out; without one, the grant
    // has simply ended.
    const conflict = error instanceof DomainError && error.code === 'idempotency_conflict';
    if (error instanceof AlreadySettled || error instanceof Ended || conflict) {
      const first = await roundOf(db, round.roundId);
      if (first) return replay(db, session, round, first, now);
      throw error instanceof Ended ? freeSpinsEnded() : idempotencyConflict();
    }
    throw error;
  }
}

async function roundOf(db: Db, roundId: string) {
  const [first] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, IN_HOUSE_PROVIDER), eq(gameRounds.roundRef, roundId)));
  return first;
}

async function replay(
  db: Db,
  session: GameSession,
  round: FreeSpinRound,
  first: typeof gameRounds.$inferSelect,
  now: Date,
): Promise<FreeSpinSettlement> {
  if (first.sessionToken !== session.token || first.freeSpinId !== round.freeSpinId)
    throw idempotencyConflict();
  return {
    status: 'settled',
    outcome: first.outcome,
    balance: first.balanceAfter,
    freeSpins: await findLiveFreeSpins(db, { playerId: session.playerId, gameId: session.gameId, now }),
    replayed: true,
  };
}
