import type { Route } from './+types/cash';
import { pageMeta } from '../../components/shell/meta.ts';
import { CashPlaceholder } from '../../features/cashier/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'cashier.title.deposit');

/**
 * Every /cash/… route: the cash app (mounted by the UI root) draws the cashier over this page; the page
 * itself is a light placeholder so a direct load renders (SSR) instead of a 404.
 */
export default function CashPage() {
  return <CashPlaceholder />;
}
