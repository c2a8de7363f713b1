import type { Locale } from '@casino/contracts';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE } from '@casino/contracts/values';

/** en has no prefix; every other language lives under /{locale}/. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare === '/' ? '/' : bare}`;
}

/** First supported language of an Accept-Language header (or navigator.languages), by quality. */
export function localeFromLanguages(languages: string | readonly string[] | null | undefined): Locale | null {
  if (!languages) return null;
  const list =
    typeof languages === 'string'
      ? languages
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
          })
          .filter((l) => l.tag && !Number.isNaN(l.q) && l.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((l) => l.tag)
      : languages;
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export const languageCookie = (locale: Locale) =>
  `${LANGUAGE_COOKIE.name}=${locale}; Path=${LANGUAGE_COOKIE.path}; Max-Age=${LANGUAGE_COOKIE.maxAgeDays * 86_400}; SameSite=Lax`;

export interface LocaleDecision {
  locale: Locale;
  /** Where the player belongs when the URL's language is not theirs. */
  redirectTo: string | null;
  /** Set when the cookie is missing, so the choice sticks. */
  setCookie: string | null;
}

/**
 * The cookie is the player's choice. Without it, an explicit /es/ URL is honoured, and an unprefixed
 * URL follows the browser's languages, else en.
 */
export function decideLocale(input: {
  pathname: string;
  cookie: string | null | undefined;
  languages?: string | readonly string[] | null;
}): LocaleDecision {
  const pathLocale = localeFromPath(input.pathname);
  const cookieLocale = isLocale(input.cookie) ? input.cookie : null;
  const locale =
    cookieLocale ??
    (pathLocale !== DEFAULT_LOCALE ? pathLocale : (localeFromLanguages(input.languages) ?? DEFAULT_LOCALE));
  return {
    locale,
    redirectTo: locale === pathLocale ? null : localizePath(input.pathname, locale),
    setCookie: cookieLocale ? null : languageCookie(locale),
  };
}
