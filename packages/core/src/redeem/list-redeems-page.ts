import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BoRedeemRow, BoRedeemsQuery } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { anyContains, pageWindow } from '../db/like-pattern.ts';
import { players, redeemRequests } from '../db/schema/index.ts';
import { redeemViews } from './redeem-timeline.ts';

const SORTS = {
  createdAt: redeemRequests.createdAt,
  amount: redeemRequests.amount,
  status: redeemRequests.status,
  email: players.email,
  decidedAt: redeemRequests.decidedAt,
} as const;

/**
 * The back-office's redeem queue, one page: by status (or every status), searched by the player's email or
 * login. Without a sort, pending requests come first, oldest first, so the queue is worked in order.
 */
export async function listRedeemsPage(
  db: Db,
  query: Pick<BoRedeemsQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'status'>,
): Promise<{ rows: BoRedeemRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(redeemRequests.status, query.status));
  if (query.q) filters.push(anyContains([players.email, players.login], query.q));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const orderBy = query.sort
    ? [direction(SORTS[query.sort]), asc(redeemRequests.id)]
    : [
        asc(sql`case when ${redeemRequests.status} = 'pending' then 0 else 1 end`),
        asc(redeemRequests.createdAt),
        asc(redeemRequests.id),
      ];

  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({ request: redeemRequests, email: players.email, login: players.login, brand: players.brand })
      .from(redeemRequests)
      .innerJoin(players, eq(players.id, redeemRequests.playerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(redeemRequests)
      .innerJoin(players, eq(players.id, redeemRequests.playerId))
      .where(where),
  ]);
  const views = await redeemViews(
    db,
    rows.map((r) => ({ row: r.request, brand: r.brand })),
  );
  return {
    rows: rows.map((r, i) => ({
      ...views[i]!,
      playerId: r.request.playerId,
      email: r.email,
      login: r.login,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One request as the queue lists it, or null. */
export async function findRedeemRow(db: Db, redeemId: string): Promise<BoRedeemRow | null> {
  const [row] = await db
    .select({ request: redeemRequests, email: players.email, login: players.login, brand: players.brand })
    .from(redeemRequests)
    .innerJoin(players, eq(players.id, redeemRequests.playerId))
    .where(eq(redeemRequests.id, redeemId));
  if (!row) return null;
  const [view] = await redeemViews(db, [{ row: row.request, brand: row.brand }]);
  return { ...view!, playerId: row.request.playerId, email: row.email, login: row.login };
}
