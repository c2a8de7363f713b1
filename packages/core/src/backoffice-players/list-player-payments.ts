import { count, eq } from 'drizzle-orm';
import type { BackofficePaymentRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { iso, offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

/** The player's purchases, whatever became of them; the price in dollars, entries as players see them. */
export async function listPlayerPayments(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficePaymentRow>> {
  const where = eq(payments.playerId, playerId);
  const order = orderOf(
    query,
    { createdAt: payments.createdAt, price: payments.priceCents, status: payments.status },
    'createdAt',
    payments.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return {
    rows: rows.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      offerType: p.offerType,
      provider: p.provider,
      methodType: p.methodType,
      price: p.priceCents / 100,
      coins: p.coins,
      entries: p.entries,
      status: p.status,
      completedAt: iso(p.completedAt),
      failureReason: p.failureReason,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
