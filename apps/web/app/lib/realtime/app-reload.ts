import { PAGE_RELOAD_GUARD_MS } from '@casino/contracts/values';
import type { RealtimeClient } from './realtime-client.ts';

export const APP_RELOAD_STORAGE_KEY = 'realtime:last-app-reload';

export interface AppReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
  now?: () => number;
}

function defaultStorage(): AppReloadDeps['storage'] {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Access throws when storage is disabled.
    return null;
  }
}

/**
 * Reloads the page for an `app/reload` push, at most once per PAGE_RELOAD_GUARD_MS: the reloaded page
 * reconnects and could receive a repeated broadcast, and sessionStorage survives the reload.
 * Returns whether it reloaded.
 */
export function handleAppReload(deps: AppReloadDeps = {}): boolean {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = (deps.now ?? Date.now)();
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(APP_RELOAD_STORAGE_KEY));
  } catch {
    // Unreadable storage means no guard, not no reload.
  }
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(APP_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Quota or privacy mode: reload anyway.
  }
  (deps.reload ?? (() => globalThis.location.reload()))();
  return true;
}

/** Registers `handleAppReload` for `app/reload` pushes; returns the unregister function. */
export function registerAppReload(client: RealtimeClient, deps?: AppReloadDeps): () => void {
  return client.on('app', 'reload', () => {
    handleAppReload(deps);
  });
}
