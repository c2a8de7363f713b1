import { useLocation, useRouteLoaderData } from 'react-router';
import { BRANDS, guestAppInit, type AppInit, type Brand, type Locale } from '@casino/contracts';
import type { RootData } from '../../root.tsx';
import { localeFromPath } from '../../i18n/locale.ts';

export interface ShellData {
  brand: Brand;
  appInit: AppInit;
  /** Null for guests: the header, footer and home switch to their guest variants. */
  player: AppInit | null;
  locale: Locale;
}

/** Brand, player and language for shell pieces; safe inside error boundaries where root data may be missing. */
export function useShell(): ShellData {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const brand = root?.brand ?? BRANDS.funrize;
  const appInit = root?.appInit ?? guestAppInit(brand.appName);
  return { brand, appInit, player: appInit.isGuest ? null : appInit, locale: localeFromPath(pathname) };
}
