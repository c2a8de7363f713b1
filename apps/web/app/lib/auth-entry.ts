import type { Brand, Locale } from '@casino/contracts';
import { authEntryPath } from '@casino/contracts/values';
import { localizePath } from '../i18n/locale.ts';

/** Where a guest signs in or up, in the page's language (contracts' `authEntryPath`, shared with the server). */
export const authEntryUrl = (brand: Brand, kind: 'signin' | 'signup', locale: Locale, redirectTo?: string) =>
  authEntryPath(brand, kind, (path) => localizePath(path, locale), redirectTo);

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}
