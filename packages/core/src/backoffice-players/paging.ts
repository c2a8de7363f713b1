import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalid } from '../errors.ts';

/** Server-side paging and sorting of a back-office list (contracts `BackofficeListQuerySchema`). */
export interface ListPage {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const offsetOf = (q: ListPage) => (q.page - 1) * q.pageSize;

/**
 * The ORDER BY of a list: the asked column if the list sorts by it (else a 422 naming the ones it does),
 * then `tiebreak` in the same direction, so pages never repeat or skip a row.
 */
export function orderOf<K extends string>(
  q: ListPage,
  columns: Record<K, AnyColumn | SQL>,
  fallback: NoInfer<K>,
  tiebreak: AnyColumn,
): SQL[] {
  const key = (q.sort ?? fallback) as K;
  if (!Object.hasOwn(columns, key))
    throw invalid(`This list sorts by ${Object.keys(columns).join(', ')}; not by ${q.sort}.`);
  const direction = q.order === 'asc' ? asc : desc;
  return [direction(columns[key]), direction(tiebreak)];
}

/** Sorts and pages rows already in memory (short lists worked out in code). */
export function pageInMemory<T, K extends string>(
  rows: T[],
  q: ListPage,
  keys: Record<K, (row: T) => string | number | null>,
  fallback: NoInfer<K>,
): Paged<T> {
  const key = (q.sort ?? fallback) as K;
  if (!Object.hasOwn(keys, key))
    throw invalid(`This list sorts by ${Object.keys(keys).join(', ')}; not by ${q.sort}.`);
  const value = keys[key];
  const sign = q.order === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
  const start = offsetOf(q);
  return {
    rows: sorted.slice(start, start + q.pageSize),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
