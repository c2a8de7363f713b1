import { sql, type SQL } from 'drizzle-orm';
import type { BackofficeListQuery } from '@casino/contracts';
import { DomainError } from '../../errors.ts';

/** One page of a back-office list, as `backofficePageSchema` answers it. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%q%` for ILIKE with the pattern characters of `q` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    throw new DomainError(
      400,
      `Sort by one of: ${names}.`,
      { sort: [`Sort by one of: ${names}.`] },
      'invalid',
    );
  }
  return query.order === 'asc'
    ? sql`${column} asc nulls last, ${tieBreak}`
    : sql`${column} desc nulls last, ${tieBreak}`;
}

/** LIMIT … OFFSET … of the query's page. */
export const listWindow = (query: Pick<BackofficeListQuery, 'page' | 'pageSize'>) =>
  sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
