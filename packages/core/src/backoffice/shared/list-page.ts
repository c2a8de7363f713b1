import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BackofficeListQuery } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';

/** One page of a back-office list, as `backofficePageSchema` answers it. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * ORDER BY for a list: the column the query names (one of `columns`, else a 400 naming them), in the
 * query's order, nulls last, then `tieBreak` so pages never overlap; without a sort, `fallback`.
 */
export function listOrder(
  query: Pick<BackofficeListQuery, 'sort' | 'order'>,
  columns: Record<string, SQL>,
  fallback: SQL,
  tieBreak: SQL,
): SQL {
  if (!query.sort) return sql`${fallback}, ${tieBreak}`;
  const column = columns[query.sort];
  if (!column) {
    const names = Object.keys(columns).join(', ');
    throw new DomainError({
      status: 400,
      code: 'invalid',
      message: `Sort by one of: ${names}.`,
      errors: { sort: [`Sort by one of: ${names}.`] },
    });
  }
  return query.order === 'asc'
    ? sql`${column} asc nulls last, ${tieBreak}`
    : sql`${column} desc nulls last, ${tieBreak}`;
}

/** LIMIT … OFFSET … of the query's page. */
export const listWindow = (query: Pick<BackofficeListQuery, 'page' | 'pageSize'>) =>
  sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;

/** One page of `table`'s rows that match `where`, in `order`, and how many match in all. */
export async function selectListPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL,
  query: Pick<BackofficeListQuery, 'page' | 'pageSize'>,
): Promise<ListPage<T['$inferSelect']>> {
  const from = table as PgTable;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(from)
      .where(where),
  ]);
  return {
    rows: rows as T['$inferSelect'][],
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
