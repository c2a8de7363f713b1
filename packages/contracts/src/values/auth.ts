import type { Captcha } from '../auth.ts';

/** GET: a fresh proof-of-work challenge (ChallengeSchema). */
export const CHALLENGE_PATH = '/rest/challenge/';

/** The spec's player info `captcha` for every visitor (see CaptchaSchema). */
export const CAPTCHA: Captcha = { isEnabled: true, key: 'altcha:SHA-256', url: CHALLENGE_PATH };

/**
 * Where a guest signs in or up, the one rule the site's guard and GET /rest/request/handle/ share: the
 * page on brands with the `authPage` capability, otherwise the home page with the modal open. `localize`
 * puts a path in the reader's language; `redirectTo` brings them back afterwards.
 */
export function authEntryPath(
  brand: { capabilities: { authPage: boolean } },
  kind: 'signin' | 'signup',
  localize: (path: string) => string,
  redirectTo?: string,
): string {
  const { authPage } = brand.capabilities;
  const query = new URLSearchParams();
  if (!authPage) query.set('openModal', kind === 'signin' ? 'login' : 'register');
  if (redirectTo) query.set('redirectTo', redirectTo);
  const path = localize(authPage ? `/${kind}/` : '/');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The modal that completes a registration on brands without the registration-complete page (an openModal value). */
export const REGISTRATION_COMPLETE_MODAL = 'registration-complete';

/**
 * Where an incomplete registration is completed, the guard's and GET /rest/request/handle/'s rule: the page
 * `/registration-complete/` on brands with the `registrationCompletePage` capability, otherwise the home page
 * with the registration-complete modal open (docs/brands.md). `localize` puts a path in the reader's language.
 */
export function registrationCompletePath(
  brand: { capabilities: { registrationCompletePage: boolean } },
  localize: (path: string) => string,
): string {
  return brand.capabilities.registrationCompletePage
    ? localize('/registration-complete/')
    : `${localize('/')}?openModal=${REGISTRATION_COMPLETE_MODAL}`;
}
