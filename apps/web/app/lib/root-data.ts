import { useMemo, useSyncExternalStore } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { AppInit, Brand, Locale, MessageTree } from '@casino/contracts';
import { BRANDS, guestAppInit } from '@casino/contracts/values';
import { localeFromPath } from '../i18n/locale.ts';

/** What the root route's loader returns (root.tsx); declared here so nothing below the root imports it. */
export interface RootData {
  locale: Locale;
  /** The texts of this page's first render (i18n/page-messages.ts), or every text when `allMessages`. */
  messages: MessageTree;
  allMessages: boolean;
  brand: Brand;
  appInit: AppInit;
  /**
   * The page is its group's shared render (ADR 0031): `appInit` is the group's, with nothing of this
   * player; their own is read after hydration (loadPlayerAppInit) and taken by useRootData.
   */
  playerPending: boolean;
  buildId: string;
  sentryDsn: string | null;
  nonce: string;
  backoffice?: undefined;
}

/** The root data of a back-office page (routes/backoffice/): nothing of the site, no brand theme. */
export interface BackofficeRootData extends Pick<RootData, 'locale' | 'messages' | 'allMessages' | 'nonce'> {
  backoffice: true;
}

export const ROOT_ROUTE_ID = 'root';

/** How the site names the signed-in player: the display name they chose, else the login, else the email. */
export const playerName = (player: AppInit): string =>
  player.displayName ?? player.login ?? player.email ?? '';

export interface RootView {
  brand: Brand;
  appInit: AppInit;
  /** Null for guests: the header, footer and home switch to their guest variants. */
  player: AppInit | null;
  /** From the path, so it is right during a language switch before the root data reloads. */
  locale: Locale;
  /**
   * A shared page whose player's own app init is not read yet: their name, balance and favourites show as
   * skeletons, and nothing acts on their state (popups, realtime) until it arrives.
   */
  playerPending: boolean;
}

/** The player's own app init on a shared page, once read (set by loadPlayerAppInit, lib/player-app-init.ts). */
export const ownAppInit = (() => {
  let current: AppInit | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(appInit: AppInit) {
      current = appInit;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
})();

/**
 * The one way to read the root data in components. Safe where the root loader has no data (error
 * boundaries, tests): a guest of the default brand. Values keep their identity between renders.
 */
export function useRootData(): RootView {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const { pathname } = useLocation();
  const brand = root?.brand ?? BRANDS.funrize;
  // Null on the server and while hydrating: the shared page's markup is the group's.
  const own = useSyncExternalStore(ownAppInit.subscribe, ownAppInit.get, () => null);
  const shared = root?.playerPending === true;
  const loaded = shared ? (own ?? root.appInit) : root?.appInit;
  const playerPending = shared && own === null;
  const locale = localeFromPath(pathname);
  // Memoised: effects key on appInit, and the guest fallback would otherwise be new on every render.
  const appInit = useMemo(() => loaded ?? guestAppInit(brand.appName), [loaded, brand.appName]);
  return useMemo(
    () => ({ brand, appInit, player: appInit.isGuest ? null : appInit, locale, playerPending }),
    [brand, appInit, locale, playerPending],
  );
}
