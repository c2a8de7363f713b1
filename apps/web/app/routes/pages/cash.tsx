import type { Route } from './+types/cash';
import { pageMeta } from '../../components/shell/meta.ts';
import { CashPlaceholder } from '../../features/cashier/index.ts';
import { accessGuard } from '../../lib/access-guard.ts';

// Buying needs an account, as the bottom bar's Buy says for guests: a guest goes to sign-up, then back.
export const middleware = [accessGuard('signup')];

/** A server loader makes every client navigation to a cash path pass the guard on the server. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'cashier.title.deposit');

/**
 * Every /cash/… route: the cash app (mounted by AppRoot) draws the cashier over this page; the page
 * itself is a light placeholder so a direct load renders (SSR) instead of a 404.
 */
export default function CashPage() {
  return <CashPlaceholder />;
}
