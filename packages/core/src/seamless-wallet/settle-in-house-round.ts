import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock/clock.ts';
import { abortReason, abortStatement } from '../db/abort.ts';
import type { Db } from '../db/client.ts';
import { commitIfOk, type Outcome } from '../db/commit-if-ok.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import { NO_KICK, recordActivity, type ActivityKick } from '../engagement/activity.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { balancesOf } from '../wallet/get-player-balances.ts';
import { pushBalances } from '../wallet/publish-balance.ts';
import { ledgerCtes, transferAllInTransaction, type TransferInput } from '../wallet/transfer.ts';
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
import { balancesJson, insertSettledRound, roundActivity } from './round-row.ts';
import { claimNonce, type RoundFair } from '../provably-fair/seed-pairs.ts';
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
import { contributeToJackpots, type JackpotContribution } from '../jackpots/contribute-to-jackpots.ts';
import type { JackpotAnnouncer } from '../jackpots/jackpot-announcer.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';

export interface InHouseRound {
  /** The round's idempotency key: a repeat of the same id returns the first settlement, paid once. */
  roundId: string;
  bet: number;
  win: number;
  outcome: unknown;
  /**
   * The game takes part in its brand's jackpots (resolved with the session): the round then runs in a
   * transaction that adds its contribution, which re-checks eligibility (docs/jackpots.md).
   */
  jackpotEligible?: boolean;
  /** A provably fair round's seeds (docs/provably-fair.md). */
  fair?: RoundFair | undefined;
}

export type InHouseSettlement =
  | { status: 'settled'; roundId: string; outcome: unknown; balance: number; replayed: boolean }
  | { status: 'insufficient_funds'; balance: number }
  /** The game was withdrawn or restricted for the player since the session opened; nothing moved. */
  | { status: 'not_playable' }
  /** The round's guessed nonce (`fair.claim`) was no longer the pair's next one; nothing moved (ADR 0032). */
  | { status: 'nonce_taken' };

/**
 * Why an attempt moved nothing. `already_settled`: the round's keys or id are taken (its answer is read
 * back); `no_round`: the round row was not written, why is read once that has rolled back (whyNoRound);
 * `protection_changed`: the fast path's guard found a limit or a break set since the hint; `nonce_taken`:
 * the round's guessed nonce could not be claimed.
 */
const STATEMENT_ABORTS = ['nonce_taken', 'already_settled', 'insufficient_funds', 'no_round'] as const;
type Refusal = (typeof STATEMENT_ABORTS)[number] | 'not_playable' | 'protection_changed';
type Settlement = Outcome<
  { balance: number; balances: ReturnType<typeof balancesOf>; jackpot?: JackpotContribution },
  Refusal
>;

const refused = (refusal: Refusal) => ({ ok: false, refusal }) as const;

/** The ledger's refusals (it throws them) as values; a SweepStakes twin may have split its bet differently. */
function ledgerRefusal(error: unknown): Refusal | undefined {
  if (!(error instanceof DomainError)) return undefined;
  if (error.code === 'insufficient_funds') return 'insufficient_funds';
  return error.code === 'idempotency_conflict' ? 'already_settled' : undefined;
}

/** The inputs of the round's transfers, keyed as the seamless wallet keys a bet and a win. */
function transfersOf(session: GameSession, round: InHouseRound, parts: BetParts): TransferInput[] {
  const player = { playerId: session.playerId };
  const house = { house: 'bets' as const };
  const leg = (kind: 'bet' | 'win', currency: Currency, amount: number): TransferInput => {
    const transactionId = `${round.roundId}:${kind}`;
    return {
      key: transferKey(IN_HOUSE_PROVIDER, transactionId, currency),
      kind,
      currency,
      amount,
      from: kind === 'bet' ? player : house,
      to: kind === 'bet' ? house : player,
      metadata: { provider: IN_HOUSE_PROVIDER, gameId: session.gameId, transactionId },
    };
  };
  const inputs = (Object.entries(parts) as Array<[Currency, number]>).map(([currency, amount]) =>
    leg('bet', currency, amount),
  );
  if (round.win > 0) inputs.push(leg('win', winCurrency(session), round.win));
  return inputs;
}

/** One attempt at a round; `checked`: the full player checks, else the fast path and its guard. */
interface Attempt {
  session: GameSession;
  catalogueGameId: number;
  round: InHouseRound;
  now: Date;
  checked: boolean;
}

const rowOf = ({ session, round, now }: Attempt) => ({
  session,
  roundRef: round.roundId,
  bet: round.bet,
  win: round.win,
  outcome: round.outcome,
  fair: round.fair,
  at: now,
});

/** The fast path's statement requires "no limit, no break in force", so a limit set anywhere stops it. */
const guardOf = ({ session, now, checked }: Attempt): SQL =>
  checked ? sql`` : sql`AND NOT ${protectionInForce(session.playerId, now)}`;

/** A break, the state rules and the play limits refuse by throwing their DomainError to the player. */
async function applyPlayerRules(tx: Db, { session, round, now, checked }: Attempt) {
  if (checked) await refuseDuringBreak(tx, session.playerId, now);
  await assertStateRulesAllowBet(tx, { ...session, at: now });
  if (!checked) return;
  await assertWithinPlayLimits(tx, { ...session, bet: round.bet, now });
  await rememberIfUnprotected(tx, session.playerId, now);
}

/**
 * A Coin round in one statement: the ledger's CTEs (keys, entries, the checked balance UPDATE), the
 * round row, its activity event, and the balances for the push. When a part is missing the statement
 * aborts itself (casino_abort), so nothing it wrote stands with or without a transaction (ADR 0010).
 */
async function settleCoins(q: Db, attempt: Attempt): Promise<Settlement> {
  const { session, round } = attempt;
  const inputs = transfersOf(session, round, { COIN: round.bet });
  const activity = roundActivity({ ...rowOf(attempt), ref: round.roundId });
  const roundRow = insertSettledRound(
    {
      ...rowOf(attempt),
      before: sql`account.balance + ${round.bet - round.win}::bigint`,
      after: sql`account.balance`,
    },
    {
      catalogueGameId: attempt.catalogueGameId,
      from: sql`FROM account`,
      guard: guardOf(attempt),
      returning: sql`id`,
    },
  );
  // A guessed nonce is taken here, so the round costs no statement of its own for it (ADR 0032).
  const claim = round.fair?.claim ? round.fair : undefined;
  let result;
  try {
    result = await q.execute(sql`
      WITH ${ledgerCtes(inputs, { playerId: session.playerId, currency: 'COIN' })},
      ${claim ? sql`nonce AS (${claimNonce(claim)}),` : sql``}
      round AS (${roundRow}), activity AS (
        INSERT INTO activity_events (kind, ref, player_id, data, occurred_at)
        SELECT ${activity.kind}, ${activity.ref}, ${session.playerId}::uuid,
          ${JSON.stringify(activity.data)}::jsonb, ${activity.at.toISOString()}::timestamptz
        FROM round
        ON CONFLICT DO NOTHING
      )
      -- In this order: no account row when a key was taken, no round row without an account row.
      SELECT CASE
          ${claim ? sql`WHEN NOT EXISTS (SELECT 1 FROM nonce) THEN ${abortStatement('nonce_taken')}` : sql``}
          WHEN (SELECT count(*) FROM claimed) < ${inputs.length} THEN ${abortStatement('already_settled')}
          WHEN NOT EXISTS (SELECT 1 FROM account) THEN ${abortStatement('insufficient_funds')}
          WHEN NOT EXISTS (SELECT 1 FROM round) THEN ${abortStatement('no_round')}
        END AS aborted,
        (SELECT balance FROM account) AS balance,
        -- The statement's snapshot predates its own UPDATE: the Coin balance comes from \`account\`.
        (SELECT json_agg(json_build_object('currency', w.currency, 'balance',
            CASE WHEN w.currency = 'COIN' THEN (SELECT balance FROM account) ELSE w.balance END))
          FROM wallet_accounts w WHERE w.owner = ${`player:${session.playerId}`}) AS balances`);
  } catch (error) {
    const reason = STATEMENT_ABORTS.find((abort) => abort === abortReason(error));
    if (reason) return refused(reason);
    throw error;
  }
  const [row] = rowsOf<{
    balance: string | number;
    balances: Array<{ currency: Currency; balance: number }> | null;
  }>(result);
  return { ok: true, balance: Number(row!.balance), balances: balancesOf(row!.balances ?? []) };
}

/** SweepStakes: ENTRY and WINNING rows locked in a fixed order, the bet split over them, in a transaction. */
async function settleSweepstakes(tx: Db, attempt: Attempt): Promise<Settlement> {
  const { session, round } = attempt;
  if (round.fair?.claim && rowsOf(await tx.execute(claimNonce(round.fair))).length === 0)
    return refused('nonce_taken');
  const split = await lockSweepstakesBet(tx, session.playerId, round.bet);
  if (!split) return refused('insufficient_funds');
  let transfers;
  try {
    ({ transfers } = await transferAllInTransaction(tx, transfersOf(session, round, split.parts)));
  } catch (error) {
    const refusal = ledgerRefusal(error);
    if (refusal) return refused(refusal);
    throw error;
  }
  if (transfers.some((t) => t.replayed)) return refused('already_settled');
  const after = split.before - round.bet + round.win;
  const [row] = rowsOf<{ balances: Array<{ currency: Currency; balance: number }> }>(
    await tx.execute(
      insertSettledRound(
        { ...rowOf(attempt), before: split.before, after },
        {
          catalogueGameId: attempt.catalogueGameId,
          guard: guardOf(attempt),
          returning: sql`${balancesJson(session.playerId)} AS balances`,
        },
      ),
    ),
  );
  if (!row) return refused('no_round');
  await recordActivity(tx, roundActivity({ ...rowOf(attempt), ref: round.roundId }));
  return { ok: true, balance: after, balances: balancesOf(row.balances) };
}

/**
 * An eligible round's share of its brand's jackpots, in the round's transaction; a tier that drops pays this
 * player, so the balances are read again for the reply and the push.
 */
async function addJackpotShare(tx: Db, attempt: Attempt, settled: Settlement): Promise<Settlement> {
  if (!settled.ok || !attempt.round.jackpotEligible) return settled;
  const { session, round, now } = attempt;
  const jackpot = await contributeToJackpots(tx, {
    playerId: session.playerId,
    catalogueGameId: attempt.catalogueGameId,
    gameSlug: session.gameId,
    currency: session.currency,
    bet: round.bet,
    roundId: round.roundId,
    at: now,
  });
  if (!jackpot.wins.length) return { ...settled, jackpot };
  const balances = await getPlayerBalances(tx, session.playerId);
  const balance = session.currency === 'COIN' ? balances.coins : balances.entries + balances.winnings;
  return { ok: true, balance, balances, jackpot };
}

/** The settled round of this id, if one was written. */
async function findRound(db: Db, roundId: string) {
  const [round] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, IN_HOUSE_PROVIDER), eq(gameRounds.roundRef, roundId)));
  return round;
}

/**
 * In-house rounds settle in-process, as a pipeline of steps that return their outcome: the player's rules,
 * then bet and win (and the round row) all-or-nothing through the ledger's rules and keys — one
 * transaction, or for a fast-path Coin round one self-aborting statement — then one balance push after
 * commit. Third-party providers keep the signed seamless-wallet contract; see
 * docs/adr/0010-in-house-settlement.md and 0020-settlement-pipeline.md.
 */
export function createInHouseSettlement(deps: {
  db: Db;
  publisher: Publisher;
  clock: Clock;
  activity?: ActivityKick;
  /** Ticker and winner pushes of the jackpots an eligible round fed (after commit). */
  jackpots?: JackpotAnnouncer;
}) {
  const { db, publisher, clock } = deps;
  const activity = deps.activity ?? NO_KICK;

  /**
   * Why the round row was not written, read after the rollback: the id is a free round's or a twin's
   * (answered by the replay), the player has a limit or a break since the fast path's hint (only asked
   * when that path's guard was in the statement), or the game is gone.
   */
  async function whyNoRound({ session, round, now, checked }: Attempt): Promise<Refusal> {
    if (await findRound(db, round.roundId)) return 'already_settled';
    if (!checked && (await hasProtection(db, session.playerId, now))) return 'protection_changed';
    return 'not_playable';
  }

  async function settleOnce(attempt: Attempt): Promise<Settlement> {
    const step = async (tx: Db) => {
      await applyPlayerRules(tx, attempt);
      const settled = await (attempt.session.currency === 'COIN'
        ? settleCoins(tx, attempt)
        : settleSweepstakes(tx, attempt));
      return addJackpotShare(tx, attempt, settled);
    };
    // A fast-path Coin round sends its one statement only (Coin bets read no state rules), and that
    // statement aborts itself when a part is missing: BEGIN and COMMIT would be two round trips for
    // nothing (ADR 0010). Everything else runs in a transaction, a jackpot game's rounds too (their share).
    const fast = attempt.session.currency === 'COIN' && !attempt.checked && !attempt.round.jackpotEligible;
    const outcome = fast ? await step(db) : await commitIfOk(db, step);
    if (outcome.ok || outcome.refusal !== 'no_round') return outcome;
    return refused(await whyNoRound(attempt));
  }

  async function settleRound(session: GameSession, catalogueGameId: number, round: InHouseRound) {
    // A player known (per process, for a minute) to have no limit and no break skips those reads; the
    // round's own statement still requires "none" (guard), so a limit set anywhere stops the very next
    // spin (ADR 0010).
    const now = clock.now();
    const attempt = {
      session,
      catalogueGameId,
      round,
      now,
      checked: !knownUnprotected(session.playerId, now),
    };
    const outcome = await settleOnce(attempt);
    if (outcome.ok || outcome.refusal !== 'protection_changed') return outcome;
    // A limit or a break set through another process within the hint's minute: nothing moved; the
    // round is settled again on the fully checked path, which refuses it or applies the limit.
    forgetProtectionHint(session.playerId);
    return settleOnce({ ...attempt, now: clock.now(), checked: true });
  }

  /** The settlement a repeated round id gets: the first one's outcome and balance, nothing paid again. */
  async function replay(session: GameSession, round: InHouseRound): Promise<InHouseSettlement> {
    const first = await findRound(db, round.roundId);
    if (
      !first ||
      first.sessionToken !== session.token ||
      first.status !== 'settled' ||
      first.bet !== round.bet
    )
      throw new DomainError({
        status: 409,
        code: 'idempotency_conflict',
        message: 'This operation was already done with different details.',
      });
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
      const outcome = await settleRound(session, catalogueGameId, round);
      if (outcome.ok) {
        pushBalances(publisher, session.playerId, outcome.balances);
        if (outcome.jackpot) deps.jackpots?.announce(outcome.jackpot);
        activity.kick();
        const { roundId, outcome: played } = round;
        return { status: 'settled', roundId, outcome: played, balance: outcome.balance, replayed: false };
      }
      if (outcome.refusal === 'not_playable' || outcome.refusal === 'nonce_taken')
        return { status: outcome.refusal };
      if (outcome.refusal === 'insufficient_funds')
        return { status: 'insufficient_funds', balance: await playableBalance(db, session) };
      // Settled before: a repeat, or a concurrent twin that committed first.
      return replay(session, round);
    },
  };
}
export type InHouseSettlementService = ReturnType<typeof createInHouseSettlement>;
