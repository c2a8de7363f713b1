import type { Route } from './+types/library';
import { pageMeta } from '../../components/shell/meta.ts';
import { LibraryView } from '../../features/catalogue/index.ts';
import { libraryPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { library: libraryPageData(context.get(requestServicesContext)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.library.title');

export default function Library({ loaderData }: Route.ComponentProps) {
  return <LibraryView library={loaderData.library} />;
}
