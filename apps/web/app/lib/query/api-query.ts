import { useCallback } from 'react';
import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';
import { useRootData } from '../root-data.ts';

/** What a screen shows of server data: a first load, a failed first load, or the (last good) value. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Defaults chosen for this app (ADR 0018): data stays current through pushes and reloads the hooks ask
 * for, so nothing refetches on its own while the tab is idle (no window focus, reconnect or interval
 * refetch); each mount reads again (staleTime 0, as the hand-written hooks did) while showing what the
 * cache holds; the HTTP client already retries what is worth retrying, and decides about the network itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The tab's one client, made on first use: the library then comes with the first chunk that reads server
 * data, never with a guest's first load (docs/performance.md). The server renders under the per-request
 * provider of entry.server.tsx instead, so no player's data outlives their request.
 */
export function tabQueryClient(): QueryClient | undefined {
  if (typeof document === 'undefined') return undefined;
  return (browserClient ??= createQueryClient());
}

/**
 * `key` (`[feature, ...params]`) with the player appended, so a sign-in or sign-out never shows the previous
 * player's data, and `refreshQueries` can name a feature's queries by their first parts.
 */
export const playerKey = (key: readonly unknown[], login: string | null): unknown[] => [
  ...key,
  login ?? 'guest',
];

/**
 * `playerKey` for the player of the page. On a shared page whose player is not read yet (ADR 0031) the key is
 * neither a guest's nor anyone's, so what is read then is never shown to a guest of this tab later.
 */
export function usePlayerKey(key: readonly unknown[]): unknown[] {
  const { appInit, playerPending } = useRootData();
  return playerKey(key, playerPending ? ' shared page' : appInit.login);
}

export interface ApiQuery<T> {
  state: Loaded<T>;
  /** A read is under way: what `state` shows may be the previous key's (`keepPrevious`) or about to change. */
  fetching: boolean;
  /** Reads again (a push said the data changed, a reconnect, a retry button); settles when read. */
  reload: () => Promise<void>;
  /**
   * Takes a newer value the page already has (a claim's or a save's answer), without a request; a read under
   * way is dropped. Given a function, patches the cached value (a push carrying a change): each patch sees the
   * one before, even between renders, and a read under way still lands, as the server's whole answer.
   */
  setData: (data: T | ((current: T) => T)) => void;
}

export interface ApiQueryOptions<T = unknown> {
  enabled?: boolean;
  /** A new key (the next page) shows the previous key's value until its own arrives. */
  keepPrevious?: boolean;
  /**
   * Reads again every so many ms while the screen is open and its tab is shown (a hidden tab does no work);
   * as a function, of the last read's answer (undefined before one, or when it failed), counted from it;
   * undefined stops.
   */
  refetchEvery?: number | ((last: T | undefined) => number | undefined);
  /** Each answer is for one screen (a play session): forgotten when it closes, never shown to the next. */
  singleUse?: boolean;
}

/**
 * Server data for one screen, cached per player under `key` (see `playerKey`). A refetch that fails keeps
 * the last good value.
 */
export function useApiQuery<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = false, refetchEvery, singleUse = false }: ApiQueryOptions<T> = {},
): ApiQuery<T> {
  const client = tabQueryClient();
  const queryKey = usePlayerKey(key);
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => load(signal),
      enabled,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
      refetchInterval:
        typeof refetchEvery === 'function'
          ? ({ state }) => refetchEvery(state.status === 'error' ? undefined : state.data)
          : refetchEvery,
      ...(singleUse ? { gcTime: 0 } : {}),
    },
    client,
  );
  const state: Loaded<T> =
    query.data !== undefined
      ? { status: 'ready', data: query.data }
      : query.status === 'error'
        ? { status: 'error', error: query.error }
        : { status: 'loading' };
  const { refetch } = query;
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  const hash = JSON.stringify(queryKey);
  const setData = useCallback(
    (data: T | ((current: T) => T)) => {
      const current = JSON.parse(hash) as unknown[];
      if (typeof data === 'function') {
        const patch = data as (current: T) => T;
        client?.setQueryData<T>(current, (old) => (old === undefined ? old : patch(old)));
        return;
      }
      // The value the page already has wins over a read still under way.
      void client?.cancelQueries({ queryKey: current, exact: true });
      client?.setQueryData<T>(current, data);
    },
    [client, hash],
  );
  return {
    state,
    // A getter: TanStack re-renders a screen on the fields it reads, and most never read this one.
    get fetching() {
      return query.isFetching;
    },
    reload,
    setData,
  };
}

/**
 * Reads again the shown queries whose key starts with `key` (and marks the others stale), for code that
 * hears about a change away from the screens showing it (a root's push, a purchase).
 */
export const refreshQueries = (key: readonly unknown[]): void =>
  void tabQueryClient()?.invalidateQueries({ queryKey: key });

/** Forgets every cached answer (tests, between cases). */
export const clearQueryCache = (): void => browserClient?.clear();
