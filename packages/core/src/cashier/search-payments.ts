import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BoPaymentDetail, BoPaymentRow, BoPaymentsQuery } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { anyContains, containsPattern, pageWindow } from '../db/like-pattern.ts';
import { paymentEvents, payments, players, sandboxCharges } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

const SORTS = {
  createdAt: payments.createdAt,
  priceCents: payments.priceCents,
  status: payments.status,
  email: players.email,
  provider: payments.provider,
  completedAt: payments.completedAt,
} as const;

/** A range bound: a day is the whole day in UTC (`to` a day: up to the next midnight). */
const fromBound = (value: string) => new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
const toBound = (value: string) =>
  DAY.test(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(value) + 1);

const selection = {
  payment: payments,
  email: players.email,
  login: players.login,
};
type Selected = { payment: typeof payments.$inferSelect; email: string | null; login: string };

const toRow = ({ payment, email, login }: Selected): BoPaymentRow => ({
  id: payment.id,
  playerId: payment.playerId,
  email,
  login,
  status: payment.status,
  provider: payment.provider,
  providerRef: payment.providerRef,
  methodId: payment.methodId,
  methodType: payment.methodType,
  offerType: payment.offerType,
  presetId: payment.presetId,
  priceCents: payment.priceCents,
  coins: payment.coins,
  entries: payment.entries,
  failureReason: payment.failureReason,
  createdAt: payment.createdAt.toISOString(),
  completedAt: payment.completedAt?.toISOString() ?? null,
});

/**
 * The back-office's payment search, one page, newest first unless sorted: by part of the player's email,
 * the payment's id or the provider's reference, status, provider and creation time (`from`, `to`).
 */
export async function searchPayments(
  db: Db,
  query: Pick<
    BoPaymentsQuery,
    'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'email' | 'id' | 'status' | 'provider' | 'from' | 'to'
  >,
): Promise<{ rows: BoPaymentRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.email) filters.push(ilike(players.email, containsPattern(query.email)));
  if (query.id)
    filters.push(
      UUID.test(query.id)
        ? or(eq(payments.id, query.id), eq(payments.providerRef, query.id))!
        : eq(payments.providerRef, query.id),
    );
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.provider) filters.push(eq(payments.provider, query.provider));
  if (query.from) filters.push(gte(payments.createdAt, fromBound(query.from)));
  if (query.to) filters.push(lt(payments.createdAt, toBound(query.to)));
  if (query.q) filters.push(anyContains([players.email, payments.providerRef], query.q));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const orderBy = [direction(SORTS[query.sort ?? 'createdAt']), asc(payments.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(selection)
      .from(payments)
      .innerJoin(players, eq(players.id, payments.playerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(players, eq(players.id, payments.playerId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * One payment for an operator: what the player bought, every event its provider sent (in the order
 * received) and, for the sandbox provider, the charge as its own books keep it.
 */
export async function getPaymentDetail(db: Db, paymentId: string): Promise<BoPaymentDetail> {
  if (!UUID.test(paymentId)) throw notFound('This payment does not exist.');
  const [found] = await db
    .select(selection)
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .where(eq(payments.id, paymentId));
  if (!found) throw notFound('This payment does not exist.');
  const [events, [charge]] = await Promise.all([
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId)),
    db.select().from(sandboxCharges).where(eq(sandboxCharges.merchantPaymentId, paymentId)),
  ]);
  return {
    ...toRow(found),
    challengeUrl: found.payment.challengeUrl,
    location: found.payment.location,
    updatedAt: found.payment.updatedAt.toISOString(),
    events: events.map((event) => ({
      eventId: event.eventId,
      type: event.type,
      payload: event.payload,
      receivedAt: event.receivedAt.toISOString(),
    })),
    providerCharge: charge
      ? {
          ref: charge.ref,
          status: charge.status,
          scenario: charge.scenario,
          amountCents: charge.amountCents,
          currency: charge.currency,
          cardLast4: charge.cardLast4,
          declineCode: charge.declineCode,
          createdAt: charge.createdAt.toISOString(),
          updatedAt: charge.updatedAt.toISOString(),
        }
      : null,
  };
}
