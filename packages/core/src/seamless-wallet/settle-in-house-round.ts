import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock/clock.ts';
import { abortReason, abortStatement } from '../db/abort.ts';
import type { Db } from '../db/client.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import { NO_KICK, recordActivity, type ActivityKick } from '../engagement/activity.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { balancesOf } from '../wallet/get-player-balances.ts';
import { pushBalances } from '../wallet/publish-balance.ts';
import {
  insufficientFunds,
  ledgerCtes,
  transferAllInTransaction,
  type TransferInput,
} from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import {
  lockSweepstakesBet,
  playableBalance,
  transferKey,
  winCurrency,
  type BetParts,
  type GameSession,
} from './session-ledger.ts';
import { IN_HOUSE_PROVIDER } from './seamless-types.ts';
import { assertWithinPlayLimits } from '../play-limits/assert-within-limits.ts';
import {
  forgetProtectionHint,
  hasProtection,
  knownUnprotected,
  protectionInForce,
  rememberIfUnprotected,
} from '../play-limits/protection-hint.ts';
import { refuseDuringBreak } from '../self-exclusion/break-rules.ts';
import { assertStateRulesAllowBet } from '../state-rules/judge-bet.ts';

export interface InHouseRound {
  /** The round's idempotency key: a repeat of the same id returns the first settlement, paid once. */
  roundId: string;
  bet: number;
  win: number;
  outcome: unknown;
}

export type InHouseSettlement =
  | { status: 'settled'; roundId: string; outcome: unknown; balance: number; replayed: boolean }
  | { status: 'insufficient_funds'; balance: number }
  /** The game was withdrawn or restricted for the player since the session opened; nothing moved. */
  | { status: 'not_playable' };

async function roundExists(db: Db, roundId: string) {
  const [round] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, IN_HOUSE_PROVIDER), eq(gameRounds.roundRef, roundId)));
  return round !== undefined;
}

/** The round was settled before (its keys or its id are taken): nothing moved, its answer is read back. */
class AlreadySettled extends Error {}
class NotPlayable extends Error {}
/** The fast path's guard found a limit or a break set since the hint: nothing moved. */
class ProtectionChanged extends Error {}
/** The round row was not written, so nothing stands; why is read once that has rolled back (whyNoRound). */
class NoRound extends Error {}

/**
 * In-house rounds settle in-process: bet and win (and the round row) all-or-nothing through the ledger's
 * rules and keys — one transaction, or for a fast-path Coin round one self-aborting statement — and one
 * balance push after commit. Third-party providers keep the signed
 * seamless-wallet contract; see docs/adr/0010-in-house-settlement.md.
 */
export function createInHouseSettlement(deps: {
  db: Db;
  publisher: Publisher;
  clock: Clock;
  activity?: ActivityKick;
}) {
  const { db, publisher, clock } = deps;
  const activity = deps.activity ?? NO_KICK;

  /** The inputs of the round's transfers, keyed as the seamless wallet keys a bet and a win. */
  function transfersOf(session: GameSession, round: InHouseRound, parts: BetParts): TransferInput[] {
    const player = { playerId: session.playerId };
    const house = { house: 'bets' as const };
    const metadata = (transactionId: string) => ({
      provider: IN_HOUSE_PROVIDER,
      gameId: session.gameId,
      transactionId,
    });
    const betId = `${round.roundId}:bet`;
    const inputs: TransferInput[] = (Object.entries(parts) as Array<[Currency, number]>).map(
      ([currency, amount]) => ({
        key: transferKey(IN_HOUSE_PROVIDER, betId, currency),
        kind: 'bet',
        currency,
        amount,
        from: player,
        to: house,
        metadata: metadata(betId),
      }),
    );
    if (round.win > 0) {
      const winId = `${round.roundId}:win`;
      const currency = winCurrency(session);
      inputs.push({
        key: transferKey(IN_HOUSE_PROVIDER, winId, currency),
        kind: 'win',
        currency,
        amount: round.win,
        from: house,
        to: player,
        metadata: metadata(winId),
      });
    }
    return inputs;
  }

  /**
   * A Coin round in one statement: the ledger's CTEs (keys, entries, the checked balance UPDATE), the
   * round row (written settled, only while the game is playable for the player), its activity event,
   * and the balances for the push. When a part is missing the statement aborts itself (casino_abort), so
   * nothing it wrote stands with or without a transaction around it (ADR 0010).
   */
  async function settleCoins(
    q: Db,
    session: GameSession,
    catalogueGameId: number,
    round: InHouseRound,
    now: Date,
    guard: SQL,
  ) {
    const inputs = transfersOf(session, round, { COIN: round.bet });
    const owner = `player:${session.playerId}`;
    const activityData = {
      provider: IN_HOUSE_PROVIDER,
      gameId: session.gameId,
      currency: session.currency,
      bet: round.bet,
      win: round.win,
      freeRound: false,
    };
    let result;
    try {
      result = await q.execute(sql`
        WITH ${ledgerCtes(inputs, { playerId: session.playerId, currency: 'COIN' })},
        round AS (
          INSERT INTO game_rounds (provider, round_ref, session_token, player_id, game_id, currency,
            bet, win, balance_before, balance_after, outcome, status, updated_at)
          SELECT ${IN_HOUSE_PROVIDER}, ${round.roundId}, ${session.token}, ${session.playerId}::uuid,
            ${session.gameId}, ${session.currency}, ${round.bet}::bigint, ${round.win}::bigint,
            account.balance + ${round.bet - round.win}::bigint, account.balance,
            ${JSON.stringify(round.outcome)}::jsonb, 'settled', ${now.toISOString()}::timestamptz
          FROM account
          WHERE EXISTS (SELECT 1 FROM games WHERE id = ${catalogueGameId} AND is_active)
            AND NOT EXISTS (SELECT 1 FROM player_game_restrictions
              WHERE player_id = ${session.playerId}::uuid AND game_id = ${catalogueGameId})
            ${guard}
          ON CONFLICT (provider, round_ref) DO NOTHING
          RETURNING id
        ), activity AS (
          INSERT INTO activity_events (kind, ref, player_id, data, occurred_at)
          SELECT 'round', ${`${IN_HOUSE_PROVIDER}:${round.roundId}`}, ${session.playerId}::uuid,
            ${JSON.stringify(activityData)}::jsonb, ${now.toISOString()}::timestamptz
          FROM round
          ON CONFLICT DO NOTHING
        )
        -- In this order: no account row when a key was taken, no round row without an account row.
        SELECT CASE
            WHEN (SELECT count(*) FROM claimed) < ${inputs.length} THEN ${abortStatement('settled')}
            WHEN NOT EXISTS (SELECT 1 FROM account) THEN ${abortStatement('insufficient_funds')}
            WHEN NOT EXISTS (SELECT 1 FROM round) THEN ${abortStatement('no_round')}
          END AS aborted,
          (SELECT balance FROM account) AS balance,
          -- The statement's snapshot predates its own UPDATE: the Coin balance comes from \`account\`.
          (SELECT json_agg(json_build_object('currency', w.currency, 'balance',
              CASE WHEN w.currency = 'COIN' THEN (SELECT balance FROM account) ELSE w.balance END))
            FROM wallet_accounts w WHERE w.owner = ${owner}) AS balances`);
    } catch (error) {
      const reason = abortReason(error);
      if (reason === 'settled') throw new AlreadySettled();
      if (reason === 'insufficient_funds') throw insufficientFunds();
      if (reason === 'no_round') throw new NoRound();
      throw error;
    }
    const [row] = rowsOf<{
      balance: string | number;
      balances: Array<{ currency: Currency; balance: number }> | null;
    }>(result);
    return { after: Number(row!.balance), balances: balancesOf(row!.balances ?? []) };
  }

  /**
   * Why the round row was not written, read after the rollback: the id is a free round's or a twin's
   * (answered by the replay), the player has a limit or a break since the fast path's hint (only asked
   * when that path's guard was in the statement), or the game is gone.
   */
  async function whyNoRound(session: GameSession, round: InHouseRound, now: Date, guarded: boolean) {
    if (await roundExists(db, round.roundId)) return new AlreadySettled();
    if (guarded && (await hasProtection(db, session.playerId, now))) return new ProtectionChanged();
    return new NotPlayable();
  }

  async function settleOnce(session: GameSession, catalogueGameId: number, round: InHouseRound) {
    // A player known (per process, for a minute) to have no limit and no break skips those reads; the
    // round's own statement still requires "none" (guard), so a limit set anywhere stops the very next
    // spin (ADR 0010).
    const now = clock.now();
    try {
      return await settleRound(
        session,
        catalogueGameId,
        round,
        now,
        !knownUnprotected(session.playerId, now),
      );
    } catch (error) {
      // A limit or a break set through another process within the hint's minute: nothing moved; the
      // round is settled again on the fully checked path, which refuses it or applies the limit.
      if (!(error instanceof ProtectionChanged)) throw error;
      forgetProtectionHint(session.playerId);
      return settleRound(session, catalogueGameId, round, clock.now(), true);
    }
  }

  async function settleRound(
    session: GameSession,
    catalogueGameId: number,
    round: InHouseRound,
    now: Date,
    checked: boolean,
  ) {
    const guard = checked ? sql`` : sql`AND NOT ${protectionInForce(session.playerId, now)}`;
    const run = async (tx: Db) => {
      if (checked) await refuseDuringBreak(tx, session.playerId, now);
      await assertStateRulesAllowBet(tx, { ...session, at: now });
      if (checked) {
        await assertWithinPlayLimits(tx, { ...session, bet: round.bet, now });
        await rememberIfUnprotected(tx, session.playerId, now);
      }
      if (session.currency === 'COIN') return settleCoins(tx, session, catalogueGameId, round, now, guard);
      // SweepStakes: ENTRY and WINNING rows locked in a fixed order, the bet split over them.
      const split = await lockSweepstakesBet(tx, session.playerId, round.bet);
      if (!split) throw insufficientFunds();
      const { before, parts } = split;
      const { transfers } = await transferAllInTransaction(tx, transfersOf(session, round, parts));
      if (transfers.some((t) => t.replayed)) throw new AlreadySettled();
      const after = before - round.bet + round.win;
      const at = now.toISOString();
      // The round is written settled, once, and only while the game is still playable for the player:
      // the catalogue lookup is cached for the session, this re-check costs no round trip.
      const inserted = rowsOf<{ id: string; balances: Array<{ currency: Currency; balance: number }> }>(
        await tx.execute(sql`
          INSERT INTO game_rounds (provider, round_ref, session_token, player_id, game_id, currency,
            bet, win, balance_before, balance_after, outcome, status, updated_at)
          SELECT ${IN_HOUSE_PROVIDER}, ${round.roundId}, ${session.token}, ${session.playerId}::uuid,
            ${session.gameId}, ${session.currency}, ${round.bet}::bigint, ${round.win}::bigint,
            ${before}::bigint, ${after}::bigint, ${JSON.stringify(round.outcome)}::jsonb, 'settled',
            ${at}::timestamptz
          WHERE EXISTS (SELECT 1 FROM games WHERE id = ${catalogueGameId} AND is_active)
            AND NOT EXISTS (SELECT 1 FROM player_game_restrictions
              WHERE player_id = ${session.playerId}::uuid AND game_id = ${catalogueGameId})
            ${guard}
          ON CONFLICT (provider, round_ref) DO NOTHING
          RETURNING id, (SELECT json_agg(json_build_object('currency', currency, 'balance', balance))
            FROM wallet_accounts WHERE owner = ${`player:${session.playerId}`}) AS balances`),
      );
      // The player's balances as this transaction leaves them, for the push: no read after commit.
      const [row] = inserted;
      if (!row) throw new NoRound();
      await recordActivity(tx, {
        kind: 'round',
        ref: `${IN_HOUSE_PROVIDER}:${round.roundId}`,
        playerId: session.playerId,
        data: {
          provider: IN_HOUSE_PROVIDER,
          gameId: session.gameId,
          currency: session.currency,
          bet: round.bet,
          win: round.win,
          freeRound: false,
        },
        at: now,
      });
      return { after, balances: balancesOf(row.balances) };
    };
    try {
      // A fast-path Coin round sends its one statement only (Coin bets read no state rules), and that
      // statement aborts itself when a part is missing: BEGIN and COMMIT would be two round trips for
      // nothing (ADR 0010). Everything else runs in a transaction.
      return session.currency === 'COIN' && !checked ? await run(db) : await db.transaction(run);
    } catch (error) {
      if (error instanceof NoRound) throw await whyNoRound(session, round, now, !checked);
      throw error;
    }
  }

  /** The settlement a repeated round id gets: the first one's outcome and balance, nothing paid again. */
  async function replay(session: GameSession, round: InHouseRound): Promise<InHouseSettlement> {
    const [first] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, IN_HOUSE_PROVIDER), eq(gameRounds.roundRef, round.roundId)));
    if (
      !first ||
      first.sessionToken !== session.token ||
      first.status !== 'settled' ||
      first.bet !== round.bet
    )
      throw new DomainError(
        409,
        'This operation was already done with different details.',
        undefined,
        'idempotency_conflict',
      );
    return {
      status: 'settled',
      roundId: round.roundId,
      outcome: first.outcome,
      balance: first.balanceAfter,
      replayed: true,
    };
  }

  return {
    async settle(
      session: GameSession,
      catalogueGameId: number,
      round: InHouseRound,
    ): Promise<InHouseSettlement> {
      try {
        const { after: balance, balances } = await settleOnce(session, catalogueGameId, round);
        pushBalances(publisher, session.playerId, balances);
        activity.kick();
        return {
          status: 'settled',
          roundId: round.roundId,
          outcome: round.outcome,
          balance,
          replayed: false,
        };
      } catch (error) {
        if (error instanceof NotPlayable) return { status: 'not_playable' };
        if (error instanceof DomainError && error.code === 'insufficient_funds')
          return { status: 'insufficient_funds', balance: await playableBalance(db, session) };
        // A concurrent twin committed first (a SweepStakes twin may have split its bet differently).
        if (
          error instanceof AlreadySettled ||
          (error instanceof DomainError && error.code === 'idempotency_conflict')
        )
          return replay(session, round);
        throw error;
      }
    },
  };
}
export type InHouseSettlementService = ReturnType<typeof createInHouseSettlement>;
