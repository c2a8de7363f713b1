import type { Brand, Locale } from '@casino/contracts';
import { localizePath } from '../i18n/locale.ts';

/**
 * Where a guest signs in or up: the page on brands that have one, otherwise the home page with the
 * modal open. `redirectTo` brings the player back afterwards.
 */
export function authEntryUrl(
  brand: Brand,
  kind: 'signin' | 'signup',
  locale: Locale,
  redirectTo?: string,
): string {
  const query = new URLSearchParams();
  if (!brand.capabilities.authPage) query.set('openModal', kind === 'signin' ? 'login' : 'register');
  if (redirectTo) query.set('redirectTo', redirectTo);
  const path = brand.capabilities.authPage ? localizePath(`/${kind}/`, locale) : localizePath('/', locale);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}
