import { count, eq } from 'drizzle-orm';
import { fromMinorUnits, type BackofficePlayerRedeemRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { redeemRequests } from '../db/schema/index.ts';
import { iso, offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

/** The player's redeem requests; amounts in winnings as players see them. */
export async function listPlayerRedeems(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficePlayerRedeemRow>> {
  const where = eq(redeemRequests.playerId, playerId);
  const order = orderOf(
    query,
    { createdAt: redeemRequests.createdAt, amount: redeemRequests.amount, status: redeemRequests.status },
    'createdAt',
    redeemRequests.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redeemRequests)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(redeemRequests).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      amount: fromMinorUnits('WINNING', Number(r.amount)),
      status: r.status,
      note: r.note,
      decidedAt: iso(r.decidedAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
