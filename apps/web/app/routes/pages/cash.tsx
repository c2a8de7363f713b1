import { redirect, type MiddlewareFunction } from 'react-router';
import { guardStop } from '@casino/contracts';
import type { Route } from './+types/cash';
import { pageMeta } from '../../components/shell/meta.ts';
import { CashPlaceholder } from '../../features/cashier/index.ts';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/**
 * The access guard's rules (contracts' guardStop), except that a guest is sent to sign-up rather than
 * sign-in: buying needs an account, as the bottom bar's Buy says for guests. They come back here after.
 */
const cashGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
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
    throw redirect(authEntryUrl(services.brand, 'signup', locale, back));
  }
  if (stop) throw redirect(localizePath(`/${stop}/`, locale));
  return next();
};

export const middleware = [cashGuard];

/** A server loader makes every client navigation to a cash path pass the guard on the server. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'cashier.title.deposit');

/**
 * Every /cash/… route: the cash app (mounted by the UI root) draws the cashier over this page; the page
 * itself is a light placeholder so a direct load renders (SSR) instead of a 404.
 */
export default function CashPage() {
  return <CashPlaceholder />;
}
