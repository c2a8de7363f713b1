import type { Route } from './+types/home';
import { pageMeta } from '../../components/shell/meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { LobbyView } from '../../features/catalogue/index.ts';
import { loadHomePage, lobbyPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/**
 * The home page's game sliders stream in after the landing sections; the sections' own data (info plate,
 * promotions, packages) renders with the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(requestServicesContext);
  const lobby = lobbyPageData(services, request);
  const home = await loadHomePage(services);
  const sections = home.ok
    ? { infoPlate: home.data.infoPlate, promotions: home.data.promotions, packages: home.data.packages }
    : null;
  return { lobby, sections };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.meta.home');

export default function Home({ loaderData }: Route.ComponentProps) {
  // Below the hero: its first banner is not the page's largest picture.
  return (
    <HomePage games={<LobbyView lobby={loaderData.lobby} top={false} />} sections={loaderData.sections} />
  );
}
