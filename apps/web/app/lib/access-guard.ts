import { redirect, type MiddlewareFunction } from 'react-router';
import {
  GUEST_TEASER_PATH,
  guardStop,
  guestTeaserOf,
  guestTeaserSearch,
  registrationCompletePath,
} from '@casino/contracts';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { authEntryUrl } from './auth-entry.ts';
import { requestServicesContext } from './server-context.ts';

/**
 * The access guard (docs/access-guard.md; the rules live in contracts' guardStop, shared with GET
 * /rest/request/handle/): guests go to sign-in — or sign-up where the page is for buying — and come back
 * here after it; an incomplete registration is completed first (the page or the modal: the brand's
 * `registrationCompletePage`); a player playing for entries from a blocked region goes to /geoblock/.
 * Routes using it also need a server loader, so client navigations pass it on the server too.
 */
export const accessGuard =
  (guestEntry: 'signin' | 'signup'): MiddlewareFunction<Response> =>
  async ({ request, context }, next) => {
    const services = context.get(requestServicesContext);
    const init = await services.appInit();
    const url = new URL(request.url);
    const page = url.pathname.replace(/\.data$/, '');
    const locale = localeFromPath(page);
    const stop = guardStop(init);
    if (stop === 'signin') {
      const search = new URLSearchParams(url.search);
      search.delete('_routes');
      const back = page + (search.size ? `?${search}` : '');
      // Promotions and races: what runs, with the sign-up, rather than a sign-in wall for a new visitor.
      const teaser = guestTeaserOf(page);
      if (teaser) throw redirect(localizePath(GUEST_TEASER_PATH, locale) + guestTeaserSearch(teaser, back));
      throw redirect(authEntryUrl(services.brand, guestEntry, locale, back));
    }
    if (stop === 'registration-complete')
      throw redirect(registrationCompletePath(services.brand, (path) => localizePath(path, locale)));
    if (stop) throw redirect(localizePath(`/${stop}/`, locale));
    return next();
  };
