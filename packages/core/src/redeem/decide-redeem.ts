import { asc, eq } from 'drizzle-orm';
import {
  fromMinorUnits,
  REDEEM_STATUSES,
  type RedeemRequestView,
  type RedeemStatus,
  type RedeemStep,
} from '@casino/contracts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { players, redeemRequests } from '../db/schema/index.ts';
import { DomainError, invalid, notFound } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { REDEEM_TEXTS } from './redeem-rules.ts';
import { moveRedeemInTransaction, redeemViews, type RedeemRow } from './redeem-timeline.ts';
import { returnsWinnings } from './redeem-steps.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The steps an operator moves a request to, and the audit action of each. */
export const REDEEM_OPERATOR_ACTIONS = {
  approved: 'redeem.approve',
  sent: 'redeem.send',
  paid: 'redeem.pay',
  refused: 'redeem.reject',
} as const satisfies Partial<Record<RedeemStep, string>>;
export type RedeemOperatorStep = keyof typeof REDEEM_OPERATOR_ACTIONS;

/** A move's trace for the operator's audit: what the request was and what it became. */
export interface RedeemDecisionState {
  status: RedeemStatus;
  step: RedeemStep;
  amount: number;
  note: string | null;
}
const decisionState = (row: RedeemRow): RedeemDecisionState => ({
  status: row.status,
  step: row.step,
  amount: fromMinorUnits('WINNING', row.amount),
  note: row.note,
});

/** The player's view of one request (its timeline and next step). */
async function viewOf(db: Db, row: RedeemRow): Promise<RedeemRequestView> {
  const [player] = await db
    .select({ brand: players.brand })
    .from(players)
    .where(eq(players.id, row.playerId));
  const [view] = await redeemViews(db, [{ row, brand: player?.brand ?? '' }]);
  return view!;
}

/**
 * What the player hears of a step, after the commit: approval and refusal keep their spec names
 * (redeem_success, redeem_failed with the note), every other step is redeem_step; a returned hold also
 * moves the header's balance. withWebPush turns each into a notification on the player's devices.
 */
export async function publishRedeemStep(deps: { db: Db; publisher: Publisher }, row: RedeemRow) {
  const amount = fromMinorUnits('WINNING', row.amount);
  if (row.step === 'approved')
    deps.publisher.toPlayer(row.playerId, {
      type: 'playerVerification',
      action: 'redeem_success',
      data: { redeemId: row.id, amount },
    });
  else if (row.step === 'refused')
    deps.publisher.toPlayer(row.playerId, {
      type: 'playerVerification',
      action: 'redeem_failed',
      data: { redeemId: row.id, amount, note: row.note },
    });
  else
    deps.publisher.toPlayer(row.playerId, {
      type: 'playerVerification',
      action: 'redeem_step',
      data: { redeemId: row.id, amount, step: row.step },
    });
  if (returnsWinnings(row.step)) await publishBalance(deps.db, deps.publisher, row.playerId);
}

/**
 * An operator moves a request one step (approve, mark sent, mark paid, refuse with a note) inside the
 * caller's transaction, which audits it: the request before and after, and `notify`, what the player hears,
 * to call after the commit. The row is locked first so the audit's "before" is the state that was moved.
 */
export async function moveRedeemByOperatorInTransaction(
  tx: Db,
  input: { redeemId: string; step: RedeemOperatorStep; note?: string | null },
  actor: OperatorActor,
) {
  const note = input.note?.trim() || null;
  if (input.step === 'refused' && (!note || note.length > 500))
    throw new DomainError({
      status: 422,
      code: 'invalid',
      message: REDEEM_TEXTS.noteRequired,
      errors: { note: [REDEEM_TEXTS.noteRequired] },
    });
  if (!UUID.test(input.redeemId)) throw notFound(REDEEM_TEXTS.notFound);
  const [current] = await tx
    .select()
    .from(redeemRequests)
    .where(eq(redeemRequests.id, input.redeemId))
    .for('update');
  const row = await moveRedeemInTransaction(tx, {
    redeemId: input.redeemId,
    to: input.step,
    by: 'operator',
    at: actor.at,
    operatorId: actor.operatorId,
    note: input.step === 'refused' ? note : null,
  });
  return {
    action: REDEEM_OPERATOR_ACTIONS[input.step],
    before: current ? decisionState(current) : null,
    after: decisionState(row),
    playerId: row.playerId,
    row,
    notify: (deps: { db: Db; publisher: Publisher }) => publishRedeemStep(deps, row),
  };
}

/** An operator's move in a transaction of its own with its audit row; the player hears it after the commit. */
export async function moveRedeemByOperator(
  deps: { db: Db; publisher: Publisher },
  input: { redeemId: string; step: RedeemOperatorStep; note?: string | null },
  actor: OperatorActor,
): Promise<RedeemRequestView> {
  const moved = await deps.db.transaction(async (tx) => {
    const result = await moveRedeemByOperatorInTransaction(tx, input, actor);
    await appendAudit(tx, {
      ...actor,
      action: result.action,
      targetType: 'redeem',
      targetId: result.row.id,
      before: { ...result.before, playerId: result.playerId },
      after: { ...result.after, playerId: result.playerId },
    });
    return result;
  });
  await moved.notify(deps);
  return viewOf(deps.db, moved.row);
}

/** Operator (ops endpoint, CLI): the winnings stay with the house (paid out); the player hears redeem_success. */
export const approveRedeem = (
  deps: { db: Db; publisher: Publisher },
  input: { redeemId: string },
  actor: OperatorActor,
) => moveRedeemByOperator(deps, { ...input, step: 'approved' }, actor);

/** Operator (ops endpoint, CLI): the winnings return to the player, who hears redeem_failed with the note. */
export const rejectRedeem = (
  deps: { db: Db; publisher: Publisher },
  input: { redeemId: string; note: string },
  actor: OperatorActor,
) => moveRedeemByOperator(deps, { ...input, step: 'refused' }, actor);

/** The player takes back a request before a decision; the winnings return at once. */
export async function cancelRedeem(
  deps: { db: Db; publisher: Publisher; clock: Clock },
  input: { playerId: string | null; redeemId: string },
): Promise<RedeemRequestView> {
  const player = await requirePlayer(deps.db, input.playerId);
  const row = await deps.db.transaction((tx) =>
    moveRedeemInTransaction(tx, {
      redeemId: input.redeemId,
      to: 'cancelled',
      by: 'player',
      at: deps.clock.now(),
      playerId: player.id,
    }),
  );
  await publishRedeemStep(deps, row);
  return viewOf(deps.db, row);
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
    .select({ request: redeemRequests, email: players.email, login: players.login, brand: players.brand })
    .from(redeemRequests)
    .innerJoin(players, eq(players.id, redeemRequests.playerId))
    .where(eq(redeemRequests.status, status))
    .orderBy(asc(redeemRequests.createdAt))
    .limit(input.limit ?? 100);
  const views = await redeemViews(
    db,
    rows.map((r) => ({ row: r.request, brand: r.brand })),
  );
  return rows.map((r, i) => ({ ...views[i]!, playerId: r.request.playerId, email: r.email, login: r.login }));
}
