import type { Route } from './+types/whats-on';
import { pageMeta } from '../../components/shell/meta.ts';
import { GuestTeaser } from '../../features/home/guest-teaser.tsx';
import { loadHomePage } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/** A guest's teaser of promotions and races (docs/access-guard.md): the home payload's list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadHomePage(context.get(requestServicesContext));
  const races = new URL(request.url).searchParams.get('show') === 'tournaments';
  const promotions = home.ok ? home.data.promotions : [];
  // Races are the payload's named promotions (a feature is named by its type).
  return { races, promotions: races ? promotions.filter((p) => p.title !== null) : promotions };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home.teaser.promotions');

export default function WhatsOn({ loaderData }: Route.ComponentProps) {
  return <GuestTeaser races={loaderData.races} promotions={loaderData.promotions} />;
}
