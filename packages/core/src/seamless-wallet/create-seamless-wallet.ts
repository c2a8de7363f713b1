import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { commitIfOk, type Outcome } from '../db/commit-if-ok.ts';
import { gameRounds, gameSessions, seamlessTransactions } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import {
  SEAMLESS_ERRORS,
  SEAMLESS_OPERATIONS,
  SeamlessBodySchema,
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
import { insertRound, roundActivity, updateRound } from './round-row.ts';
import {
  createInHouseSettlement,
  type InHouseRound,
  type InHouseSettlement,
} from './settle-in-house-round.ts';
import { verifySeamlessSignature } from './sign-body.ts';
import type { JackpotAnnouncer } from '../jackpots/jackpot-announcer.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';
import { NO_KICK, recordActivity, type ActivityKick } from '../engagement/activity.ts';
import { checkPlayLimits } from '../play-limits/assert-within-limits.ts';
import { stateRulesRefuseBet } from '../state-rules/judge-bet.ts';

type MoneyOperation = Exclude<SeamlessOperation, 'balance'>;
type MoneyRequests = { [Op in MoneyOperation]: SeamlessRequest<Op> };
type MoneyRequest = MoneyRequests[MoneyOperation];
/** What a money operation did (the parts it moved: a rollback returns exactly the bet's), or its refusal. */
type Operation = Outcome<{ parts: BetParts; gameRoundId?: string; balance?: number }, SeamlessErrorCode>;

export interface SeamlessWalletDeps {
  db: Db;
  publisher: Publisher;
  /** Woken after a settled round recorded activity (engagement features react to play). */
  activity?: ActivityKick;
  /** Shared secret per provider id. */
  secrets: Record<string, string>;
  clock: Clock;
  /** Ticker and winner pushes of the jackpots in-house rounds feed. */
  jackpots?: JackpotAnnouncer;
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

const refused = <R>(refusal: R) => ({ ok: false, refusal }) as const;

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

/** The contract's error; with the session known (read through `reader`), the balance it can bet. */
async function errorAnswer(
  code: SeamlessErrorCode,
  known?: { reader: Db; session: GameSession },
): Promise<SeamlessAnswer> {
  const balance = known && {
    balance: await playableBalance(known.reader, known.session),
    currency: known.session.currency,
  };
  return {
    httpStatus: SEAMLESS_ERRORS[code].status,
    body: { status: 'ERROR', code, message: SEAMLESS_ERRORS[code].message, ...balance },
  };
}

async function okAnswer(
  reader: Db,
  session: GameSession,
  extra: { transactionId?: string; gameRoundId?: string } = {},
  balance?: number,
): Promise<SeamlessAnswer> {
  return {
    httpStatus: 200,
    body: {
      status: 'OK',
      balance: balance ?? (await playableBalance(reader, session)),
      currency: session.currency,
      ...extra,
    },
  };
}

const transactionKey = (provider: string, transactionId: string) =>
  and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId));

async function lockRound(tx: Db, provider: string, roundRef: string) {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundRef, roundRef)))
    .for('update');
  return round;
}

/**
 * Moves each part through the ledger under the transaction's keys; a part the player cannot cover is the
 * contract's INSUFFICIENT_FUNDS (the operation's savepoint then undoes the parts moved before it).
 */
async function moveParts(
  tx: Db,
  session: GameSession,
  move: { transactionId: string; kind: string; parts: BetParts; toPlayer: boolean },
): Promise<SeamlessErrorCode | undefined> {
  const player = { playerId: session.playerId };
  const house = { house: 'bets' as const };
  for (const [currency, amount] of Object.entries(move.parts) as Array<[Currency, number]>) {
    if (amount <= 0) continue;
    try {
      await transferInTransaction(tx, {
        key: transferKey(session.provider, move.transactionId, currency),
        kind: move.kind,
        currency,
        amount,
        from: move.toPlayer ? house : player,
        to: move.toPlayer ? player : house,
        metadata: { provider: session.provider, gameId: session.gameId, transactionId: move.transactionId },
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
      throw error;
    }
  }
  return undefined;
}

/** A break outranks a limit: the player is told the stronger reason. */
async function betRefusal(tx: Db, session: GameSession, amount: number, now: Date) {
  if (await isExcluded(tx, session.playerId, now)) return 'PLAYER_ON_BREAK';
  if (await stateRulesRefuseBet(tx, { ...session, at: now })) return 'SWEEPSTAKES_CLOSED';
  const limited = await checkPlayLimits(tx, { ...session, bet: amount, now });
  if (!limited) return undefined;
  return limited.code === 'session_limit_reached' ? 'SESSION_LIMIT_REACHED' : 'PLAY_LIMIT_REACHED';
}

/** One statement creates the open round (balance read in SQL) or locks the existing one. */
async function openRound(tx: Db, session: GameSession, roundRef: string, now: Date) {
  const playable = playableSql(session);
  const [round] = rowsOf<{ id: string; sessionToken: string; status: string }>(
    await tx.execute(
      insertRound(
        { session, roundRef, bet: 0, win: 0, before: playable, after: playable, status: 'open', at: now },
        sql`ON CONFLICT (provider, round_ref) DO UPDATE SET updated_at = game_rounds.updated_at
          RETURNING id, session_token AS "sessionToken", status`,
      ),
    ),
  );
  return round;
}

async function bet(tx: Db, session: GameSession, req: SeamlessRequest<'bet'>, now: Date): Promise<Operation> {
  const refusal = await betRefusal(tx, session, req.amount, now);
  if (refusal) return refused(refusal);
  const round = await openRound(tx, session, req.roundId, now);
  if (!round || round.sessionToken !== session.token) return refused('INVALID_REQUEST');
  if (round.status !== 'open') return refused('ROUND_CLOSED');
  const parts =
    session.currency === 'COIN'
      ? { COIN: req.amount }
      : (await lockSweepstakesBet(tx, session.playerId, req.amount))?.parts;
  if (!parts) return refused('INSUFFICIENT_FUNDS');
  const short = await moveParts(tx, session, {
    transactionId: req.transactionId,
    kind: 'bet',
    parts,
    toPlayer: false,
  });
  if (short) return refused(short);
  const balance = await updateRound(
    tx,
    round.id,
    session,
    {
      bet: sql`${gameRounds.bet} + ${req.amount}`,
      ...(req.outcome !== undefined ? { outcome: req.outcome } : {}),
    },
    now,
  );
  return { ok: true, parts, gameRoundId: round.id, balance };
}

async function win(tx: Db, session: GameSession, req: SeamlessRequest<'win'>, now: Date): Promise<Operation> {
  const round = await lockRound(tx, session.provider, req.roundId);
  if (!round || round.playerId !== session.playerId) return refused('ROUND_NOT_FOUND');
  if (round.status === 'rolled_back') return refused('BET_ALREADY_ROLLED_BACK');
  const parts: BetParts = req.amount > 0 ? { [winCurrency(session)]: req.amount } : {};
  const short = await moveParts(tx, session, {
    transactionId: req.transactionId,
    kind: 'win',
    parts,
    toPlayer: true,
  });
  if (short) return refused(short);
  const balance = await updateRound(
    tx,
    round.id,
    session,
    {
      win: sql`${gameRounds.win} + ${req.amount}`,
      status: 'settled',
      ...(req.outcome !== undefined ? { outcome: req.outcome } : {}),
    },
    now,
  );
  // The round's bet counts with its first settling win; later wins of the round count their win only.
  const roundBet = round.status === 'open' ? Number(round.bet) : 0;
  await recordActivity(
    tx,
    roundActivity({ session, ref: req.transactionId, bet: roundBet, win: req.amount, at: now }),
  );
  return { ok: true, parts, gameRoundId: round.id, balance };
}

async function rollback(
  tx: Db,
  session: GameSession,
  req: SeamlessRequest<'rollback'>,
  now: Date,
): Promise<Operation> {
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
  if (tombstone.length > 0) return { ok: true, parts: {} };

  const betKey = transactionKey(session.provider, req.referenceTransactionId);
  const [betRow] = await tx.select().from(seamlessTransactions).where(betKey).for('update');
  if (!betRow || betRow.operation !== 'bet') return refused('INVALID_REQUEST');
  if (betRow.state === 'tombstone' || betRow.state === 'rolled_back')
    return refused('BET_ALREADY_ROLLED_BACK');
  if (betRow.state === 'failed') return { ok: true, parts: {} }; // the bet took nothing: nothing to return
  if (req.roundId !== undefined && req.roundId !== betRow.roundRef) return refused('INVALID_REQUEST');
  const round = betRow.roundRef ? await lockRound(tx, session.provider, betRow.roundRef) : undefined;
  if (!round || round.playerId !== session.playerId) return refused('ROUND_NOT_FOUND');
  if (round.status === 'settled') return refused('BET_ALREADY_SETTLED');

  const parts = betRow.parts ?? {};
  const short = await moveParts(tx, session, {
    transactionId: req.transactionId,
    kind: 'rollback',
    parts,
    toPlayer: true,
  });
  if (short) return refused(short);
  await tx.update(seamlessTransactions).set({ state: 'rolled_back' }).where(betKey);
  await updateRound(tx, round.id, session, { status: 'rolled_back' }, now);
  return { ok: true, parts, gameRoundId: round.id };
}

/** Each money operation with its own request: `OPERATIONS[op]` takes the request of that `op`. */
const OPERATIONS: {
  [Op in MoneyOperation]: (
    tx: Db,
    session: GameSession,
    req: MoneyRequests[Op],
    now: Date,
  ) => Promise<Operation>;
} = { bet, win, rollback };

/**
 * Claims the transaction id (a concurrent duplicate waits for the first to commit). Undefined when this
 * call claimed it; else the answer a repeat gets: the first one's, or a refusal when it differs.
 */
async function claimOrRepeat(
  tx: Db,
  operation: MoneyOperation,
  session: GameSession,
  req: MoneyRequest,
): Promise<SeamlessAnswer | undefined> {
  const requestHash = hashRequest(operation, req);
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
  if (claimed.length > 0) return undefined;
  const [first] = await tx
    .select()
    .from(seamlessTransactions)
    .where(transactionKey(session.provider, req.transactionId));
  if (first?.state === 'tombstone' && operation === 'bet')
    return errorAnswer('BET_ALREADY_ROLLED_BACK', { reader: tx, session });
  if (!first || first.operation !== operation || first.requestHash !== requestHash)
    return errorAnswer('DUPLICATE_TRANSACTION_MISMATCH', { reader: tx, session });
  return {
    httpStatus: first.responseStatus ?? 200,
    body: SeamlessBodySchema.parse(first.response),
  };
}

/** The answer is stored with the claim: a retry of this transaction id gets exactly this back. */
async function storeAnswer(
  tx: Db,
  session: GameSession,
  req: MoneyRequest,
  done: Operation,
  answer: SeamlessAnswer,
) {
  await tx
    .update(seamlessTransactions)
    .set({
      state: done.ok ? 'done' : 'failed',
      parts: done.ok ? done.parts : null,
      responseStatus: answer.httpStatus,
      response: answer.body,
    })
    .where(transactionKey(session.provider, req.transactionId));
}

/** Session rows never change after launch, so a small in-process cache saves a query per call. */
function sessionFinder(db: Db) {
  const sessions = new Map<string, GameSession>();
  return async (token: string) => {
    const cached = sessions.get(token);
    if (cached) return cached;
    const [session] = await db.select().from(gameSessions).where(eq(gameSessions.token, token));
    if (session) {
      if (sessions.size >= 10_000) sessions.delete(sessions.keys().next().value!);
      sessions.set(token, session);
    }
    return session;
  };
}

/**
 * The seamless-wallet contract a game provider calls (balance, bet, win, rollback), as a pipeline: read
 * and verify the request, then for money claim its transaction id, run the operation in a savepoint that
 * a refusal undoes, and store the answer, all in one transaction (retries get the first answer, concurrent
 * duplicates wait for it); then push the balance. SweepStakes bets take ENTRY first, then WINNING;
 * SweepStakes wins are paid as redeemable WINNING.
 */
export function createSeamlessWallet({
  db,
  publisher,
  secrets,
  clock,
  activity = NO_KICK,
  jackpots,
}: SeamlessWalletDeps) {
  const findSession = sessionFinder(db);

  /** The operation, its session and its parsed body, or the answer that refuses the call. */
  async function readRequest(
    operation: string,
    rawBody: string | Buffer,
    signature: string | undefined,
  ): Promise<Outcome<{ op: SeamlessOperation; session: GameSession; req: unknown }, SeamlessAnswer>> {
    if (!(SEAMLESS_OPERATIONS as readonly string[]).includes(operation))
      return refused(await errorAnswer('INVALID_REQUEST'));
    const op = operation as SeamlessOperation;
    let json: unknown;
    try {
      json = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
    } catch {
      return refused(await errorAnswer('INVALID_REQUEST'));
    }
    const provider = (json as { provider?: unknown } | null)?.provider;
    const secret =
      typeof provider === 'string' && Object.hasOwn(secrets, provider) ? secrets[provider] : undefined;
    if (!secret || !verifySeamlessSignature(secret, rawBody, signature))
      return refused(await errorAnswer('INVALID_SIGNATURE'));

    const token = (json as { sessionToken?: unknown }).sessionToken;
    const session = typeof token === 'string' && token.length <= 128 ? await findSession(token) : undefined;
    const parsed = SeamlessRequestSchemas[op].safeParse(json);
    if (!session || session.provider !== provider)
      return refused(await errorAnswer(parsed.success ? 'SESSION_NOT_FOUND' : 'INVALID_REQUEST'));
    if (!parsed.success) return refused(await errorAnswer('INVALID_REQUEST', { reader: db, session }));
    // Bets need a live session; wins and rollbacks settle rounds the session started, even after it ends.
    if ((op === 'balance' || op === 'bet') && session.expiresAt.getTime() <= clock.now().getTime())
      return refused(await errorAnswer('SESSION_EXPIRED', { reader: db, session }));
    return { ok: true, op, session, req: parsed.data };
  }

  /** Claim, operate in a savepoint, store the answer: one transaction. */
  function runMoneyOperation<Op extends MoneyOperation>(
    operation: Op,
    session: GameSession,
    req: MoneyRequests[Op],
  ) {
    return db.transaction(async (tx) => {
      const repeat = await claimOrRepeat(tx, operation, session, req);
      if (repeat) return { answer: repeat, moved: false };
      const now = clock.now();
      const done = await commitIfOk(tx, (inner) => OPERATIONS[operation](inner, session, req, now));
      const answer = done.ok
        ? await okAnswer(
            tx,
            session,
            {
              transactionId: req.transactionId,
              ...(done.gameRoundId ? { gameRoundId: done.gameRoundId } : {}),
            },
            done.balance,
          )
        : await errorAnswer(done.refusal, { reader: tx, session });
      await storeAnswer(tx, session, req, done, answer);
      return { answer, moved: done.ok && Object.keys(done.parts).length > 0 };
    });
  }

  async function handle(
    operation: string,
    rawBody: string | Buffer,
    signature: string | undefined,
  ): Promise<SeamlessAnswer> {
    const request = await readRequest(operation, rawBody, signature);
    if (!request.ok) return request.refusal;
    const { op, session } = request;
    if (op === 'balance') return okAnswer(db, session);
    const { answer, moved } = await runMoneyOperation(op, session, request.req as MoneyRequest);
    if (moved) await publishBalance(db, publisher, session.playerId);
    if (op === 'win') activity.kick();
    return answer;
  }

  const inHouse = createInHouseSettlement({ db, publisher, clock, activity, jackpots });
  return { handle, settleInHouseRound: inHouse.settle } satisfies SeamlessWallet;
}
