import type { Permission } from '@casino/contracts';

/** The operators' back-office app tree (issue #16): English only, not brand-themed, never cached or shared. */
export const BACKOFFICE_ROOT = '/backoffice/';
export const BACKOFFICE_SIGN_IN = '/backoffice/sign-in/';

/** Where to go after sign-in: only a back-office page (never another site, never sign-in again). */
export function safeNext(next: string | null): string {
  return next && /^\/backoffice(\/[^/\\]|\/?$|\/?\?)/.test(next) && !next.startsWith(BACKOFFICE_SIGN_IN)
    ? next
    : BACKOFFICE_ROOT;
}

/**
 * What a back-office route module may export as `handle`: `permission` makes the layout show the 403
 * screen instead of the page to roles without it; `public` is sign-in's (no operator, no console frame).
 */
export interface BackofficeHandle {
  bare?: true;
  permission?: Permission;
  public?: true;
}
