import { and, asc, eq, sql } from 'drizzle-orm';
import {
  fromMinorUnits,
  REDEEM_STATUSES,
  type RedeemRequestView,
  type RedeemStatus,
} from '@casino/contracts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import type { Db } from '../db/client.ts';
import { players, redeemRequests } from '../db/schema/index.ts';
import { DomainError, invalid, notFound } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import { REDEEM_TEXTS, redeemView } from './redeem-rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RedeemRow = typeof redeemRequests.$inferSelect;
type Decision = Exclude<RedeemStatus, 'pending'>;

/**
 * Moves a pending request to `status` with `UPDATE … WHERE status = 'pending' RETURNING`, so of two
 * racing decisions exactly one finds the row; winnings go back to the player (cancel, reject) in the
 * same transaction. `playerId` limits the update to that player's own requests (another player's id is
 * a 404, the same as an unknown one). Runs in the caller's transaction `tx`.
 */
async function decideInTransaction(
  tx: Db,
  input: { redeemId: string; status: Decision; note?: string | null; playerId?: string },
): Promise<RedeemRow> {
  if (!UUID.test(input.redeemId)) throw notFound(REDEEM_TEXTS.notFound);
  const mine = (id: string) =>
    input.playerId
      ? and(eq(redeemRequests.id, id), eq(redeemRequests.playerId, input.playerId))
      : eq(redeemRequests.id, id);
  const [row] = await tx
    .update(redeemRequests)
    .set({ status: input.status, note: input.note ?? null, decidedAt: sql`now()` })
    .where(and(mine(input.redeemId), eq(redeemRequests.status, 'pending')))
    .returning();
  if (row) {
    if (input.status !== 'approved')
      await transferInTransaction(tx, {
        key: `redeem:${row.id}:return`,
        kind: `redeem:${input.status === 'cancelled' ? 'cancel' : 'reject'}`,
        currency: 'WINNING',
        amount: row.amount,
        from: { house: 'redemptions' },
        to: { playerId: row.playerId },
        metadata: { redeemId: row.id },
      });
    return row;
  }
  const [existing] = await tx.select().from(redeemRequests).where(mine(input.redeemId));
  if (!existing) throw notFound(REDEEM_TEXTS.notFound);
  throw new DomainError(
    409,
    REDEEM_TEXTS.notPending.replace('{status}', existing.status),
    undefined,
    'not_pending',
  );
}

/** `decideInTransaction` in a transaction of its own. */
const decide = (db: Db, input: Parameters<typeof decideInTransaction>[1]) =>
  db.transaction((tx) => decideInTransaction(tx, input));

/** A decision's trace for the operator's audit: what the request was and what it became. */
export interface RedeemDecisionState {
  status: RedeemStatus;
  amount: number;
  note: string | null;
}
const decisionState = (row: RedeemRow): RedeemDecisionState => ({
  status: row.status,
  amount: fromMinorUnits('WINNING', row.amount),
  note: row.note,
});

/** The request as it is before an operator decides, locked until the transaction ends. */
async function lockedRequest(tx: Db, redeemId: string): Promise<RedeemRow | undefined> {
  if (!UUID.test(redeemId)) throw notFound(REDEEM_TEXTS.notFound);
  const [row] = await tx.select().from(redeemRequests).where(eq(redeemRequests.id, redeemId)).for('update');
  return row;
}

/**
 * Operator approval inside the caller's transaction (the back-office audits it there): the winnings stay
 * with the house. Nothing is pushed until the caller calls `notify` after the commit.
 */
export async function approveRedeemInTransaction(tx: Db, input: { redeemId: string }) {
  const current = await lockedRequest(tx, input.redeemId);
  const row = await decideInTransaction(tx, { redeemId: input.redeemId, status: 'approved' });
  return {
    before: current ? decisionState(current) : null,
    after: decisionState(row),
    playerId: row.playerId,
    request: redeemView(row),
    /** The player hears redeem_success; call after the commit. */
    async notify(deps: { db: Db; publisher: Publisher }) {
      deps.publisher.toPlayer(row.playerId, {
        type: 'playerVerification',
        action: 'redeem_success',
        data: { redeemId: row.id, amount: fromMinorUnits('WINNING', row.amount) },
      });
    },
  };
}

/**
 * Operator rejection inside the caller's transaction: the winnings return to the player in it. The player
 * hears redeem_failed with the note, and their new balance, when the caller calls `notify` after the commit.
 */
export async function rejectRedeemInTransaction(tx: Db, input: { redeemId: string; note: string }) {
  const note = input.note.trim();
  if (!note || note.length > 500)
    throw new DomainError(422, REDEEM_TEXTS.noteRequired, { note: [REDEEM_TEXTS.noteRequired] }, 'invalid');
  const current = await lockedRequest(tx, input.redeemId);
  const row = await decideInTransaction(tx, { redeemId: input.redeemId, status: 'rejected', note });
  return {
    before: current ? decisionState(current) : null,
    after: decisionState(row),
    playerId: row.playerId,
    request: redeemView(row),
    async notify(deps: { db: Db; publisher: Publisher }) {
      deps.publisher.toPlayer(row.playerId, {
        type: 'playerVerification',
        action: 'redeem_failed',
        data: { redeemId: row.id, amount: fromMinorUnits('WINNING', row.amount), note: row.note },
      });
      await publishBalance(deps.db, deps.publisher, row.playerId);
    },
  };
}

/** The player takes back a pending request; the winnings return at once. */
export async function cancelRedeem(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; redeemId: string },
): Promise<RedeemRequestView> {
  const player = await requirePlayer(deps.db, input.playerId);
  const row = await decide(deps.db, { redeemId: input.redeemId, status: 'cancelled', playerId: player.id });
  await publishBalance(deps.db, deps.publisher, player.id);
  return redeemView(row);
}

/** An operator's decision lands in the audit log in its own transaction. */
async function auditDecision<
  T extends { before: object | null; after: object; playerId: string; request: { id: string } },
>(tx: Db, actor: OperatorActor, action: 'redeem.approve' | 'redeem.reject', decided: T): Promise<T> {
  await appendAudit(tx, {
    ...actor,
    action,
    targetType: 'redeem',
    targetId: decided.request.id,
    before: { ...decided.before, playerId: decided.playerId },
    after: { ...decided.after, playerId: decided.playerId },
  });
  return decided;
}

/** Operator: the winnings stay with the house (paid out); the player hears redeem_success. */
export async function approveRedeem(
  deps: { db: Db; publisher: Publisher },
  input: { redeemId: string },
  actor: OperatorActor,
): Promise<RedeemRequestView> {
  const decided = await deps.db.transaction(async (tx) =>
    auditDecision(tx, actor, 'redeem.approve', await approveRedeemInTransaction(tx, input)),
  );
  await decided.notify(deps);
  return decided.request;
}

/** Operator: the winnings return to the player, who hears redeem_failed with the note. */
export async function rejectRedeem(
  deps: { db: Db; publisher: Publisher },
  input: { redeemId: string; note: string },
  actor: OperatorActor,
): Promise<RedeemRequestView> {
  const decided = await deps.db.transaction(async (tx) =>
    auditDecision(tx, actor, 'redeem.reject', await rejectRedeemInTransaction(tx, input)),
  );
  await decided.notify(deps);
  return decided.request;
}

export type RedeemForReview = RedeemRequestView & { playerId: string; email: string | null; login: string };

/** Operator list (endpoint and CLI), oldest first so the queue is worked in order. */
export async function listRedeemsForReview(
  db: Db,
  input: { status?: RedeemStatus; limit?: number } = {},
): Promise<RedeemForReview[]> {
  const status = input.status ?? 'pending';
  if (!REDEEM_STATUSES.includes(status)) throw invalid(`Unknown status ${String(status)}.`);
  const rows = await db
    .select({ request: redeemRequests, email: players.email, login: players.login })
    .from(redeemRequests)
    .innerJoin(players, eq(players.id, redeemRequests.playerId))
    .where(eq(redeemRequests.status, status))
    .orderBy(asc(redeemRequests.createdAt))
    .limit(input.limit ?? 100);
  return rows.map((r) => ({
    ...redeemView(r.request),
    playerId: r.request.playerId,
    email: r.email,
    login: r.login,
  }));
}
