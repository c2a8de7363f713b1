import { BUILD_CHECK, PAGE_RELOAD_GUARD_MS } from '@casino/contracts/values';

/** DOM event fired on window once per page when a newer build is published; `detail` is `{ id }`. */
export const BUILD_UPDATE_EVENT = 'app:build-update';
const RELOAD_STORAGE_KEY = 'platform:last-reload';

/** The id passed in (from the root loader) wins over the one baked in at build time. */
export function resolveRunningBuildId(passed?: string | null): string | null {
  if (passed) return passed;
  const baked: unknown = import.meta.env?.VITE_BUILD_ID;
  return typeof baked === 'string' && baked !== '' ? baked : null;
}

/** Pure decision: only a known running id that differs from a published id means "update". */
export function isNewBuild(
  runningId: string | null | undefined,
  latestId: string | null | undefined,
): boolean {
  return Boolean(runningId) && Boolean(latestId) && runningId !== latestId;
}

type ConnectionLike = { effectiveType?: string } | undefined;

/** On 2g the first check would compete with the page's own loading, so it waits for the hourly one. */
export function isVerySlowConnection(connection: ConnectionLike): boolean {
  const type = connection?.effectiveType;
  return type === 'slow-2g' || type === '2g';
}

export interface BuildCheckOptions {
  runningBuildId: string | null;
  onUpdate: (latestId: string) => void;
  fetchLatest?: () => Promise<string>;
  intervalMs?: number;
  firstCheckDelayMs?: number;
  connection?: ConnectionLike;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, BUILD_CHECK.idleFallbackMs);
  return () => clearTimeout(handle);
}

function currentConnection(): ConnectionLike {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
}

/**
 * Starts the periodic check in the browser and returns a stop function.
 * The update callback fires at most once, after which checking stops.
 */
export function startBuildCheck(options: BuildCheckOptions): () => void {
  const noop = () => {};
  if (typeof window === 'undefined' || !options.runningBuildId) return noop;

  // The reader (and the manifest's schema) is fetched with the first check, not with the page.
  const fetchLatest =
    options.fetchLatest ?? (() => import('./latest-build.ts').then((module) => module.fetchLatestBuildId()));
  let stopped = false;
  let cancelIdle: () => void = noop;
  let firstTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    cancelIdle();
    clearTimeout(firstTimer);
    clearInterval(interval);
  };

  const check = async () => {
    if (stopped) return;
    try {
      const latestId = await fetchLatest();
      if (stopped || !isNewBuild(options.runningBuildId, latestId)) return;
      stop();
      window.dispatchEvent(new CustomEvent(BUILD_UPDATE_EVENT, { detail: { id: latestId } }));
      options.onUpdate(latestId);
    } catch (error) {
      // Not fatal: the next interval tries again.
      console.warn('[build-check] could not read the latest build id', error);
    }
  };

  if (!isVerySlowConnection(options.connection ?? currentConnection())) {
    cancelIdle = whenIdle(() => {
      firstTimer = setTimeout(
        () => void check(),
        options.firstCheckDelayMs ?? BUILD_CHECK.firstCheckAfterIdleMs,
      );
    });
  }
  // Declared last; `stop` only runs after this line, so it always sees the timer.
  const interval = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK.intervalMs);
  return stop;
}

/**
 * Reloads the page unless this function already did so within the guard window, which stops reload loops
 * when the new build is not reachable yet. `force` is for a person's explicit click.
 */
export function reloadPage(options: { force?: boolean; now?: number } = {}): boolean {
  if (typeof window === 'undefined') return false;
  const now = options.now ?? Date.now();
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined; // blocked storage (privacy mode) must not block the reload
  }
  const last = Number(storage?.getItem(RELOAD_STORAGE_KEY) ?? 0);
  if (!options.force && now - last < PAGE_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(RELOAD_STORAGE_KEY, String(now));
  } catch {
    // quota or privacy mode: reload anyway
  }
  window.location.reload();
  return true;
}
