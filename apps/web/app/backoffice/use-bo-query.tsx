import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useApiQuery, type ApiQuery, type ApiQueryOptions } from '../lib/query/api-query.ts';
import { boGet, type BoQuery } from './backoffice-api.ts';
import { ListError } from './components/list-error.tsx';
import styles from './backoffice.module.css';

/**
 * A back-office screen's server data through the site's one data layer (TanStack Query, ADR 0018): GET
 * `path` with `query`, the answer parsed with `schema`; a new `query` (another brand) reads again, and so
 * does a new `reloadKey` (a counter a page bumps after a write elsewhere on it), which is never sent.
 */
export function useBoQuery<S extends z.ZodType>(
  path: string,
  schema: S,
  query: BoQuery = {},
  { reloadKey, ...options }: ApiQueryOptions & { reloadKey?: unknown } = {},
): ApiQuery<z.output<S>> {
  return useApiQuery(
    ['backoffice', path, query, reloadKey],
    (signal) => boGet(path, schema, query, signal),
    options,
  );
}

/** A screen's data once read: a placeholder while it loads, the failure with a retry, else `children`. */
export function BoLoaded<T>({
  query,
  children,
  height = 320,
}: {
  query: ApiQuery<T>;
  children: (data: T) => ReactNode;
  /** The placeholder's, near what it stands for so the page does not jump. */
  height?: number;
}) {
  const { state } = query;
  if (state.status === 'error') return <ListError error={state.error} onRetry={() => void query.reload()} />;
  if (state.status === 'loading')
    return <div className={styles.skeleton} style={{ height }} aria-busy="true" aria-label="Loading" />;
  return children(state.data);
}
