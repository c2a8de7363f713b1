import { redirect, type MiddlewareFunction } from 'react-router';
import { REFERRAL_COOKIES } from '@casino/contracts';
import { localeFromPath, stripLocale } from '../i18n/locale.ts';
import { authEntryUrl } from './auth-entry.ts';
import { requestServicesContext } from './server-context.ts';

// Referral codes are short tokens; anything else is not remembered.
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_AGE_SECONDS = REFERRAL_COOKIES.maxAgeDays * 24 * 60 * 60;

const code = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return CODE.test(trimmed) ? trimmed : null;
};

/** Not HttpOnly: the browser drops invited_by itself when the server answers 'code not found'. */
const cookie = (name: string, value: string, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Referral attribution for guests (spec: a code in the query counts only when nobody is signed in):
 * `invited_by` and `refcode` are remembered for 365 days (sign-up reads `invited_by`), and a guest
 * arriving with `invited_by` is taken to sign-up: the page on brands that have one, else the signup modal.
 */
export const referralMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const invitedBy = code(url.searchParams.get(REFERRAL_COOKIES.invitedBy));
  const refcode = code(url.searchParams.get(REFERRAL_COOKIES.refcode));
  if (!invitedBy && !refcode) return next();

  const services = context.get(requestServicesContext);
  if (!(await services.appInit()).isGuest) return next();

  const secure = url.protocol === 'https:';
  const cookies = [
    ...(invitedBy ? [cookie(REFERRAL_COOKIES.invitedBy, invitedBy, secure)] : []),
    ...(refcode ? [cookie(REFERRAL_COOKIES.refcode, refcode, secure)] : []),
  ];

  // Client navigations (.data) only remember the code: redirecting them would fight the page's own
  // URL clean-up (the signup modal drops openModal from the URL).
  const isData = url.pathname.endsWith('.data');
  if (invitedBy && !isData && request.method === 'GET') {
    const page = url.pathname;
    const locale = localeFromPath(page);
    const bare = stripLocale(page);
    const back = bare === '/' || /^\/sign(up|in)\/?$/.test(bare) ? undefined : page;
    const target = new URL(authEntryUrl(services.brand, 'signup', locale, back), url.origin);
    for (const [key, value] of url.searchParams)
      if (!target.searchParams.has(key)) target.searchParams.set(key, value);
    const there =
      target.pathname.replace(/\/$/, '') === page.replace(/\/$/, '') &&
      (!target.searchParams.has('openModal') ||
        url.searchParams.get('openModal') === target.searchParams.get('openModal'));
    if (!there) {
      const response = redirect(target.pathname + target.search);
      for (const value of cookies) response.headers.append('set-cookie', value);
      throw response;
    }
  }
  const response = await next();
  for (const value of cookies) response.headers.append('set-cookie', value);
  return response;
};
