import type { Route } from './+types/collections';
import { pageMeta } from '../../components/shell/meta.ts';
import { CollectionsView } from '../../features/catalogue/index.ts';
import { collectionsPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return { collections: collectionsPageData(context.get(requestServicesContext), request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.collections.title');

/** Every curated collection, each opening /issues/{slug}. */
export default function Collections({ loaderData }: Route.ComponentProps) {
  return <CollectionsView collections={loaderData.collections} />;
}
