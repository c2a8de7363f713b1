import { forwardRef } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import type { Locale } from '@casino/contracts';
import { brandHref } from '@casino/contracts/values';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { useRootData } from '../../lib/root-data.ts';

/** Puts an app path (with optional query and hash) under the given language's prefix. */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return localizePath(path, locale) + (cut === -1 ? '' : href.slice(cut));
}

function useCurrentLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** An app path as the brand serves it (contracts' `brandHref`: the lobby is the home without a lobby page). */
function useBrandHref(to: string): string {
  return brandHref(useRootData().brand, to);
}

type AppLinkProps = Omit<LinkProps, 'to'> & { to: string };

/**
 * Every in-app link: as the brand serves the path, localized for the current language, and prefetched on
 * hover/focus so the target's layout, guard and data are loaded before the click.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, prefetch = 'intent', ...rest },
  ref,
) {
  const locale = useCurrentLocale();
  const href = useBrandHref(to);
  return <Link ref={ref} to={localizeHref(href, locale)} prefetch={prefetch} {...rest} />;
});

type AppNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

/**
 * AppLink that knows when it points at the current page (aria-current and an active class); a link to the
 * home page is current on the home page only.
 */
export const AppNavLink = forwardRef<HTMLAnchorElement, AppNavLinkProps>(function AppNavLink(
  { to, prefetch = 'intent', end, ...rest },
  ref,
) {
  const locale = useCurrentLocale();
  const href = useBrandHref(to);
  return (
    <NavLink
      ref={ref}
      to={localizeHref(href, locale)}
      prefetch={prefetch}
      end={end ?? /^\/(?=$|[?#])/.test(href)}
      {...rest}
    />
  );
});
