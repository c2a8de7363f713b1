import { DEFAULT_LOCALE, isLocale } from './constants.ts';

/**
 * The access guard's rules, in one place for the SSR guard (routes/layouts/guarded.tsx) and the
 * server-side access check (GET /rest/request/handle/). See docs/access-guard.md.
 */

/** Guarded account steps whose route is a page of the same name (apps/web/app/routes.ts). */
export const GUARDED_STEP_PAGES = [
  'change-password',
  'complete-profile',
  'email-edit',
  'email-verify',
  'phone-edit',
  'phone-verify',
] as const;

/** Paths (without language prefix or slashes) that run the guard; `account` covers its sub-pages. */
export const GUARDED_PATHS = [
  ...GUARDED_STEP_PAGES,
  'game',
  'how-it-works',
  'piggy-bank',
  'fortune-investment',
  'quests',
  'promotions',
  'referral',
  'tournaments',
  'tournaments/how-it-works',
  'account',
] as const;

export const AFFILIATES_PATH = '/affiliates';
export const PARTNERS_ACCOUNT_PATH = '/affiliates/partners-account';

/** What the guard looks at; all of it is in app init. */
export interface AccessFacts {
  isGuest: boolean;
  registrationComplete: boolean;
  gameMode: 'TournamentPoints' | 'SweepStakes';
  geoAccess: 'unknown' | 'allowed' | 'blocked';
  isAffiliate: boolean;
}

export type GuardStop = 'signin' | 'registration-complete' | 'geoblock';

/** `/es/account/security/` → `account/security`. */
export function bareRoutePath(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (parts[0] && isLocale(parts[0]) && parts[0] !== DEFAULT_LOCALE) parts.shift();
  return parts.join('/');
}

export function isGuardedPath(pathname: string): boolean {
  const bare = bareRoutePath(pathname);
  return GUARDED_PATHS.some((path) => bare === path || (path === 'account' && bare.startsWith('account/')));
}

/**
 * The guard, in order: guests sign in; an incomplete registration is completed first; a player
 * playing for entries from a blocked region sees the geoblock page. Null lets the page through.
 */
export function guardStop(facts: Omit<AccessFacts, 'isAffiliate'>): GuardStop | null {
  if (facts.isGuest) return 'signin';
  if (!facts.registrationComplete) return 'registration-complete';
  if (facts.gameMode === 'SweepStakes' && facts.geoAccess === 'blocked') return 'geoblock';
  return null;
}

/** The public page a guest is shown instead of the sign-in for promotions and races (docs/access-guard.md). */
export const GUEST_TEASER_PATH = '/whats-on/';
export type GuestTeaser = 'promotions' | 'tournaments';

/**
 * Guarded pages whose guest sees what runs and the sign-up rather than a sign-in wall: the topic of the
 * teaser, or null for a page whose guest signs in.
 */
export function guestTeaserOf(pathname: string): GuestTeaser | null {
  const bare = bareRoutePath(pathname);
  if (bare === 'promotions') return 'promotions';
  if (bare === 'tournaments' || bare.startsWith('tournaments/')) return 'tournaments';
  return null;
}

/** The teaser's query: its topic and the page to come back to after sign-up. */
export const guestTeaserSearch = (topic: GuestTeaser, back: string) =>
  `?${new URLSearchParams({ show: topic, redirectTo: back })}`;

/**
 * The affiliate step of /affiliates and /affiliates/partners-account: a signed-in affiliate belongs on
 * the partners account; everyone else on the public affiliates page. Answers the path to go to
 * (without language prefix), or null to stay.
 */
export function affiliateRedirect(
  pathname: string,
  facts: Pick<AccessFacts, 'isGuest' | 'isAffiliate'>,
): string | null {
  const bare = `/${bareRoutePath(pathname)}`;
  const affiliate = !facts.isGuest && facts.isAffiliate;
  if (bare === AFFILIATES_PATH && affiliate) return `${PARTNERS_ACCOUNT_PATH}/`;
  if (bare === PARTNERS_ACCOUNT_PATH && !affiliate) return `${AFFILIATES_PATH}/`;
  return null;
}
