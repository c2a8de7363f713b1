import { Outlet, redirect, type MiddlewareFunction } from 'react-router';
import { guardStop } from '@casino/contracts';
import { requestServicesContext } from '../../lib/server-context.ts';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';

/**
 * The access guard (docs/access-guard.md; the rules live in contracts' guardStop, shared with GET
 * /rest/request/handle/): guests go to sign-in and come back here after it; an incomplete
 * registration goes to /registration-complete/; a player playing for entries from a blocked region
 * goes to /geoblock/.
 */
const accessGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
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
    throw redirect(authEntryUrl(services.brand, 'signin', locale, back));
  }
  if (stop) throw redirect(localizePath(`/${stop}/`, locale));
  return next();
};

export const middleware = [accessGuard];

/** A server loader makes every client navigation into this layout pass the guard on the server. */
export function loader() {
  return null;
}

export default function GuardedLayout() {
  return <Outlet />;
}
