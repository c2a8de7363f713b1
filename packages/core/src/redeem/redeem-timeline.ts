import { and, asc, eq, inArray } from 'drizzle-orm';
import type { REDEEM_FLOW } from '@casino/contracts';
import { fromMinorUnits, type RedeemActor, type RedeemRequestView, type RedeemStep } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { redeemRequests, redeemSteps, redeemStepTimes } from '../db/schema/index.ts';
import { DomainError, notFound } from '../errors.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import {
  nextRedeemStep,
  redeemMoveRefusal,
  redeemStatusOf,
  redeemStepsBefore,
  returnsWinnings,
} from './redeem-steps.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 3_600_000;

export type RedeemRow = typeof redeemRequests.$inferSelect;
type StepRow = typeof redeemSteps.$inferSelect;
type StepHours = Partial<Record<RedeemStep, number>>;

/** Hours from the step before, when a brand set none (redeem_step_times): "review within 48 h". */
export const DEFAULT_REDEEM_STEP_HOURS: Readonly<Record<(typeof REDEEM_FLOW)[number], number>> = {
  requested: 1,
  identity_check: 1,
  review: 1,
  approved: 48,
  sent: 24,
  paid: 72,
};

/** Each brand's step times over the defaults (a small table: read whole, per call). */
export async function redeemStepHours(db: Db): Promise<(brand: string) => StepHours> {
  const rows = await db.select().from(redeemStepTimes);
  return (brand) => ({
    ...DEFAULT_REDEEM_STEP_HOURS,
    ...Object.fromEntries(rows.filter((r) => r.brand === brand).map((r) => [r.step, r.withinHours])),
  });
}

/** A brand's promise for one step (operators set it; tests too). */
export async function setRedeemStepHours(db: Db, input: { brand: string; step: RedeemStep; hours: number }) {
  await db
    .insert(redeemStepTimes)
    .values({ brand: input.brand, step: input.step, withinHours: input.hours })
    .onConflictDoUpdate({
      target: [redeemStepTimes.brand, redeemStepTimes.step],
      set: { withinHours: input.hours },
    });
}

/** The request as the player and the operator see it: its timeline and when the next step is due. */
export function redeemView(row: RedeemRow, steps: StepRow[], hours: StepHours): RedeemRequestView {
  const timeline = steps
    .filter((s) => s.redeemId === row.id)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const current = timeline.at(-1);
  const next = nextRedeemStep(row.step);
  return {
    id: row.id,
    amount: fromMinorUnits('WINNING', row.amount),
    status: row.status,
    step: row.step,
    timeline: timeline.map((s) => ({ step: s.step, at: s.at.toISOString(), by: s.by, note: s.note })),
    next:
      next && current
        ? { step: next, expectedBy: new Date(current.at.getTime() + (hours[next] ?? 0) * HOUR).toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** Views of many requests (each with its player's brand) with two queries: their steps, the step times. */
export async function redeemViews(db: Db, rows: Array<{ row: RedeemRow; brand: string }>) {
  if (rows.length === 0) return [];
  const [steps, hoursOf] = await Promise.all([
    db
      .select()
      .from(redeemSteps)
      .where(
        inArray(
          redeemSteps.redeemId,
          rows.map((r) => r.row.id),
        ),
      )
      .orderBy(asc(redeemSteps.at), asc(redeemSteps.id)),
    redeemStepHours(db),
  ]);
  return rows.map(({ row, brand }) => redeemView(row, steps, hoursOf(brand)));
}

export interface RedeemMove {
  redeemId: string;
  to: RedeemStep;
  by: RedeemActor;
  at: Date;
  operatorId?: string | null;
  /** A refusal's reason, shown to the player. */
  note?: string | null;
  /** Limits the move to this player's own request (another player's id is a 404). */
  playerId?: string;
}

/**
 * Moves a request one step through the state machine, inside the caller's transaction: `UPDATE … WHERE step
 * IN (the steps it may come from) RETURNING`, so of racing moves exactly one finds the row; the step lands in
 * the timeline and a refusal or cancel returns the held winnings (key `redeem:{id}:return`) in the same
 * transaction. Anything else is a 409 saying what the request can do next, or a 404.
 */
export async function moveRedeemInTransaction(tx: Db, move: RedeemMove): Promise<RedeemRow> {
  if (!UUID.test(move.redeemId)) throw notFound('There is no redeem request with this id.');
  const mine = move.playerId
    ? and(eq(redeemRequests.id, move.redeemId), eq(redeemRequests.playerId, move.playerId))
    : eq(redeemRequests.id, move.redeemId);
  const from = redeemStepsBefore(move.to, move.by);
  const status = redeemStatusOf(move.to);
  const [row] = from.length
    ? await tx
        .update(redeemRequests)
        .set({
          step: move.to,
          status,
          ...(move.note ? { note: move.note } : {}),
          // The decision's time: when the winnings stopped being held.
          ...(status !== 'pending' && (move.to === 'approved' || returnsWinnings(move.to))
            ? { decidedAt: move.at }
            : {}),
        })
        .where(and(mine, inArray(redeemRequests.step, from)))
        .returning()
    : [];
  if (row) {
    await tx.insert(redeemSteps).values({
      redeemId: row.id,
      step: move.to,
      at: move.at,
      by: move.by,
      operatorId: move.operatorId ?? null,
      note: move.note ?? null,
    });
    if (returnsWinnings(move.to))
      await transferInTransaction(tx, {
        key: `redeem:${row.id}:return`,
        kind: `redeem:${move.to === 'cancelled' ? 'cancel' : 'reject'}`,
        currency: 'WINNING',
        amount: row.amount,
        from: { house: 'redemptions' },
        to: { playerId: row.playerId },
        metadata: { redeemId: row.id },
      });
    return row;
  }
  const [existing] = await tx.select().from(redeemRequests).where(mine);
  if (!existing) throw notFound('There is no redeem request with this id.');
  throw new DomainError({ status: 409, ...redeemMoveRefusal(existing.step, move.to) });
}
