import type { Route } from './+types/home';
import { pageMeta } from '../../components/shell/meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { LobbyView } from '../../features/catalogue/index.ts';
import { lobbyPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/** The home page's game sliders stream in after the landing sections. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { lobby: lobbyPageData(context.get(requestServicesContext), request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.meta.home');

export default function Home({ loaderData }: Route.ComponentProps) {
  // Below the hero: its first banner is not the page's largest picture.
  return <HomePage games={<LobbyView lobby={loaderData.lobby} top={false} />} />;
}
