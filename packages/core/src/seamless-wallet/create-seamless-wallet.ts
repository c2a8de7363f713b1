import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { gameRounds, gameSessions, seamlessTransactions } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import {
  SEAMLESS_ERRORS,
  SEAMLESS_OPERATIONS,
  SeamlessRequestSchemas,
  type SeamlessAnswer,
  type SeamlessErrorCode,
  type SeamlessOperation,
  type SeamlessRequest,
} from './seamless-types.ts';
import {
  lockSweepstakesBet,
  playableBalance,
  playableSql,
  transferKey,
  winCurrency,
  type BetParts,
  type GameSession,
} from './session-ledger.ts';
import {
  createInHouseSettlement,
  type InHouseRound,
  type InHouseSettlement,
} from './settle-in-house-round.ts';
import { verifySeamlessSignature } from './sign-body.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';
import { NO_KICK, recordActivity, type ActivityKick } from '../engagement/activity.ts';
import { checkPlayLimits } from '../play-limits/assert-within-limits.ts';
import { stateRulesRefuseBet } from '../state-rules/judge-bet.ts';

type Session = GameSession;
type Parts = BetParts;

/** A refusal decided inside an operation; the savepoint around the operation undoes any partial work. */
class Refusal extends Error {
  constructor(readonly code: SeamlessErrorCode) {
    super(code);
  }
}

export interface SeamlessWalletDeps {
  db: Db;
  publisher: Publisher;
  /** Woken after a settled round recorded activity (engagement features react to play). */
  activity?: ActivityKick;
  /** Shared secret per provider id. */
  secrets: Record<string, string>;
  clock: Clock;
}

export interface SeamlessWallet {
  /** Verifies, validates and runs one operation; never throws for bad input, always answers. */
  handle(operation: string, rawBody: string | Buffer, signature: string | undefined): Promise<SeamlessAnswer>;
  /** In-house rounds only: bet and win in one transaction, without the signed round trips. */
  settleInHouseRound(
    session: GameSession,
    catalogueGameId: number,
    round: InHouseRound,
  ): Promise<InHouseSettlement>;
}

/** JSON with sorted keys, so a retry with reordered fields is still the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const hashRequest = (operation: string, body: unknown) =>
  createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('hex');

/**
 * The seamless-wallet contract a game provider calls (balance, bet, win, rollback). Every money call
 * runs in one transaction that first claims its transaction id, so retries get the first answer and
 * concurrent duplicates wait for it. SweepStakes bets take ENTRY first, then WINNING; SweepStakes wins
 * are paid as redeemable WINNING.
 */
export function createSeamlessWallet({
  db,
  publisher,
  secrets,
  clock,
  activity = NO_KICK,
}: SeamlessWalletDeps) {
  const errorAnswer = async (
    code: SeamlessErrorCode,
    session?: Pick<Session, 'playerId' | 'currency'>,
    reader: Db = db,
  ): Promise<SeamlessAnswer> => ({
    httpStatus: SEAMLESS_ERRORS[code].status,
    body: {
      status: 'ERROR',
      code,
      message: SEAMLESS_ERRORS[code].message,
      ...(session ? { balance: await playableBalance(reader, session), currency: session.currency } : {}),
    },
  });

  const okAnswer = async (
    reader: Db,
    session: Session,
    extra: { transactionId?: string; gameRoundId?: string } = {},
    balance?: number,
  ): Promise<SeamlessAnswer> => ({
    httpStatus: 200,
    body: {
      status: 'OK',
      balance: balance ?? (await playableBalance(reader, session)),
      currency: session.currency,
      ...extra,
    },
  });

  async function lockRound(tx: Db, provider: string, roundRef: string) {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundRef, roundRef)))
      .for('update');
    return round;
  }

  async function moveMoney(
    tx: Db,
    session: Session,
    input: { transactionId: string; kind: string; currency: Currency; amount: number; toPlayer: boolean },
  ) {
    const player = { playerId: session.playerId };
    const house = { house: 'bets' as const };
    try {
      // The operation's savepoint undoes this if the operation is refused later.
      await transferInTransaction(tx, {
        key: transferKey(session.provider, input.transactionId, input.currency),
        kind: input.kind,
        currency: input.currency,
        amount: input.amount,
        from: input.toPlayer ? house : player,
        to: input.toPlayer ? player : house,
        metadata: { provider: session.provider, gameId: session.gameId, transactionId: input.transactionId },
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient_funds')
        throw new Refusal('INSUFFICIENT_FUNDS');
      throw error;
    }
  }

  async function bet(tx: Db, session: Session, req: SeamlessRequest<'bet'>) {
    // A break outranks a limit: the player is told the stronger reason.
    if (await isExcluded(tx, session.playerId, clock.now())) throw new Refusal('PLAYER_ON_BREAK');
    if (await stateRulesRefuseBet(tx, { ...session, at: clock.now() }))
      throw new Refusal('SWEEPSTAKES_CLOSED');
    const limited = await checkPlayLimits(tx, { ...session, bet: req.amount, now: clock.now() });
    if (limited)
      throw new Refusal(
        limited.code === 'session_limit_reached' ? 'SESSION_LIMIT_REACHED' : 'PLAY_LIMIT_REACHED',
      );
    // One statement creates the round (balance read in SQL) or locks the existing one.
    const [round] = await tx
      .insert(gameRounds)
      .values({
        provider: session.provider,
        roundRef: req.roundId,
        sessionToken: session.token,
        playerId: session.playerId,
        gameId: session.gameId,
        currency: session.currency,
        balanceBefore: playableSql(session),
        balanceAfter: playableSql(session),
      })
      .onConflictDoUpdate({
        target: [gameRounds.provider, gameRounds.roundRef],
        set: { updatedAt: sql`${gameRounds.updatedAt}` },
      })
      .returning();
    if (!round || round.sessionToken !== session.token) throw new Refusal('INVALID_REQUEST');
    if (round.status !== 'open') throw new Refusal('ROUND_CLOSED');

    const parts: Parts = {};
    if (session.currency === 'COIN') parts.COIN = req.amount;
    else {
      const split = await lockSweepstakesBet(tx, session.playerId, req.amount);
      if (!split) throw new Refusal('INSUFFICIENT_FUNDS');
      Object.assign(parts, split.parts);
    }
    for (const [currency, amount] of Object.entries(parts) as Array<[Currency, number]>)
      await moveMoney(tx, session, {
        transactionId: req.transactionId,
        kind: 'bet',
        currency,
        amount,
        toPlayer: false,
      });

    const [updated] = await tx
      .update(gameRounds)
      .set({
        bet: sql`${gameRounds.bet} + ${req.amount}`,
        balanceAfter: playableSql(session),
        ...(req.outcome !== undefined ? { outcome: req.outcome } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(gameRounds.id, round.id))
      .returning({ balanceAfter: gameRounds.balanceAfter });
    return { parts, gameRoundId: round.id, balance: updated?.balanceAfter };
  }

  async function win(tx: Db, session: Session, req: SeamlessRequest<'win'>) {
    const round = await lockRound(tx, session.provider, req.roundId);
    if (!round || round.playerId !== session.playerId) throw new Refusal('ROUND_NOT_FOUND');
    if (round.status === 'rolled_back') throw new Refusal('BET_ALREADY_ROLLED_BACK');
    const currency = winCurrency(session);
    if (req.amount > 0)
      await moveMoney(tx, session, {
        transactionId: req.transactionId,
        kind: 'win',
        currency,
        amount: req.amount,
        toPlayer: true,
      });
    const [updated] = await tx
      .update(gameRounds)
      .set({
        win: sql`${gameRounds.win} + ${req.amount}`,
        status: 'settled',
        balanceAfter: playableSql(session),
        ...(req.outcome !== undefined ? { outcome: req.outcome } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(gameRounds.id, round.id))
      .returning({ balanceAfter: gameRounds.balanceAfter });
    const after = updated?.balanceAfter;
    // The round's bet counts with its first settling win; later wins of the round count their win only.
    await recordActivity(tx, {
      kind: 'round',
      ref: `${session.provider}:${req.transactionId}`,
      playerId: session.playerId,
      data: {
        provider: session.provider,
        gameId: session.gameId,
        currency: session.currency,
        bet: round.status === 'open' ? Number(round.bet) : 0,
        win: req.amount,
        freeRound: false,
      },
      at: clock.now(),
    });
    return {
      parts: req.amount > 0 ? ({ [currency]: req.amount } as Parts) : {},
      gameRoundId: round.id,
      balance: after,
    };
  }

  async function rollback(tx: Db, session: Session, req: SeamlessRequest<'rollback'>) {
    // Claim the bet's id: if the bet has not arrived, this row is the tombstone that refuses it later;
    // if the bet is in flight, this waits for it to commit.
    const tombstone = await tx
      .insert(seamlessTransactions)
      .values({
        provider: session.provider,
        transactionId: req.referenceTransactionId,
        operation: 'bet',
        state: 'tombstone',
        roundRef: req.roundId ?? null,
        referenceTransactionId: req.transactionId,
        responseStatus: SEAMLESS_ERRORS.BET_ALREADY_ROLLED_BACK.status,
      })
      .onConflictDoNothing()
      .returning({ id: seamlessTransactions.transactionId });
    if (tombstone.length > 0) return { parts: {} };

    const [betRow] = await tx
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.provider, session.provider),
          eq(seamlessTransactions.transactionId, req.referenceTransactionId),
        ),
      )
      .for('update');
    if (!betRow || betRow.operation !== 'bet') throw new Refusal('INVALID_REQUEST');
    if (betRow.state === 'tombstone' || betRow.state === 'rolled_back')
      throw new Refusal('BET_ALREADY_ROLLED_BACK');
    if (betRow.state === 'failed') return { parts: {} }; // the bet took nothing: nothing to return
    if (req.roundId !== undefined && req.roundId !== betRow.roundRef) throw new Refusal('INVALID_REQUEST');
    const round = betRow.roundRef ? await lockRound(tx, session.provider, betRow.roundRef) : undefined;
    if (!round || round.playerId !== session.playerId) throw new Refusal('ROUND_NOT_FOUND');
    if (round.status === 'settled') throw new Refusal('BET_ALREADY_SETTLED');

    const parts = betRow.parts ?? {};
    for (const [currency, amount] of Object.entries(parts) as Array<[Currency, number]>)
      if (amount > 0)
        await moveMoney(tx, session, {
          transactionId: req.transactionId,
          kind: 'rollback',
          currency,
          amount,
          toPlayer: true,
        });
    await tx
      .update(seamlessTransactions)
      .set({ state: 'rolled_back' })
      .where(
        and(
          eq(seamlessTransactions.provider, session.provider),
          eq(seamlessTransactions.transactionId, req.referenceTransactionId),
        ),
      );
    await tx
      .update(gameRounds)
      .set({ status: 'rolled_back', balanceAfter: playableSql(session), updatedAt: clock.now() })
      .where(eq(gameRounds.id, round.id));
    return { parts, gameRoundId: round.id };
  }

  const operations = { bet, win, rollback };

  // Session rows never change after launch, so a small in-process cache saves a query per call.
  const sessionCache = new Map<string, Session>();
  async function findSession(token: string) {
    const cached = sessionCache.get(token);
    if (cached) return cached;
    const [session] = await db.select().from(gameSessions).where(eq(gameSessions.token, token));
    if (session) {
      if (sessionCache.size >= 10_000) sessionCache.delete(sessionCache.keys().next().value!);
      sessionCache.set(token, session);
    }
    return session;
  }

  async function runMoneyOperation(
    operation: 'bet' | 'win' | 'rollback',
    session: Session,
    req: SeamlessRequest<'bet' | 'win' | 'rollback'>,
  ): Promise<{ answer: SeamlessAnswer; moved: boolean }> {
    const requestHash = hashRequest(operation, req);
    const txKey = and(
      eq(seamlessTransactions.provider, session.provider),
      eq(seamlessTransactions.transactionId, req.transactionId),
    );
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seamlessTransactions)
        .values({
          provider: session.provider,
          transactionId: req.transactionId,
          operation,
          requestHash,
          state: 'pending',
          roundRef: 'roundId' in req ? (req.roundId ?? null) : null,
          referenceTransactionId: 'referenceTransactionId' in req ? req.referenceTransactionId : null,
        })
        .onConflictDoNothing()
        .returning({ id: seamlessTransactions.transactionId });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(seamlessTransactions).where(txKey);
        if (first?.state === 'tombstone' && operation === 'bet')
          return { answer: await errorAnswer('BET_ALREADY_ROLLED_BACK', session, tx), moved: false };
        if (!first || first.operation !== operation || first.requestHash !== requestHash)
          return { answer: await errorAnswer('DUPLICATE_TRANSACTION_MISMATCH', session, tx), moved: false };
        return {
          answer: {
            httpStatus: first.responseStatus ?? 200,
            body: first.response as unknown as SeamlessAnswer['body'],
          },
          moved: false,
        };
      }

      let answer: SeamlessAnswer;
      let parts: Parts | null = null;
      let state: 'done' | 'failed' = 'done';
      try {
        const run = operations[operation] as (
          tx: Db,
          s: Session,
          r: typeof req,
        ) => Promise<{ parts: Parts; gameRoundId?: string; balance?: number }>;
        const result = await tx.transaction((inner) => run(inner, session, req));
        parts = result.parts;
        answer = await okAnswer(
          tx,
          session,
          {
            transactionId: req.transactionId,
            ...(result.gameRoundId ? { gameRoundId: result.gameRoundId } : {}),
          },
          result.balance,
        );
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        state = 'failed';
        answer = await errorAnswer(error.code, session, tx);
      }
      // The answer is stored: a retry of this transaction id gets exactly this back.
      await tx
        .update(seamlessTransactions)
        .set({
          state,
          parts,
          responseStatus: answer.httpStatus,
          response: answer.body as unknown as Record<string, unknown>,
        })
        .where(txKey);
      return { answer, moved: state === 'done' && Object.keys(parts ?? {}).length > 0 };
    });
  }

  async function handle(
    operation: string,
    rawBody: string | Buffer,
    signature: string | undefined,
  ): Promise<SeamlessAnswer> {
    if (!(SEAMLESS_OPERATIONS as readonly string[]).includes(operation))
      return errorAnswer('INVALID_REQUEST');
    const op = operation as SeamlessOperation;
    let json: unknown;
    try {
      json = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
    } catch {
      return errorAnswer('INVALID_REQUEST');
    }
    const provider = (json as { provider?: unknown } | null)?.provider;
    const secret =
      typeof provider === 'string' && Object.hasOwn(secrets, provider) ? secrets[provider] : undefined;
    if (!secret || !verifySeamlessSignature(secret, rawBody, signature))
      return errorAnswer('INVALID_SIGNATURE');

    const token = (json as { sessionToken?: unknown }).sessionToken;
    const session = typeof token === 'string' && token.length <= 128 ? await findSession(token) : undefined;
    if (!session || session.provider !== provider) {
      const parsed = SeamlessRequestSchemas[op].safeParse(json);
      return errorAnswer(parsed.success ? 'SESSION_NOT_FOUND' : 'INVALID_REQUEST');
    }
    const parsed = SeamlessRequestSchemas[op].safeParse(json);
    if (!parsed.success) return errorAnswer('INVALID_REQUEST', session);
    // Bets need a live session; wins and rollbacks settle rounds the session started, even after it ends.
    if ((op === 'balance' || op === 'bet') && session.expiresAt.getTime() <= clock.now().getTime())
      return errorAnswer('SESSION_EXPIRED', session);
    if (op === 'balance') return okAnswer(db, session);

    const { answer, moved } = await runMoneyOperation(op, session, parsed.data as SeamlessRequest<typeof op>);
    if (moved) await publishBalance(db, publisher, session.playerId);
    if (op === 'win') activity.kick();
    return answer;
  }

  const inHouse = createInHouseSettlement({ db, publisher, clock, activity });
  return { handle, settleInHouseRound: inHouse.settle } satisfies SeamlessWallet;
}
