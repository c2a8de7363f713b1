import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/lobby';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageHeader } from '../../components/shell/page.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { LobbyView, SearchBar } from '../../features/catalogue/index.ts';
import { lobbyPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/** Not awaited: the page streams with skeletons, then the sliders. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { lobby: lobbyPageData(context.get(requestServicesContext), request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.lobby.title');

/** The signed-in lobby: search, banners, jackpots, category sliders, game of the week, collections, winners. */
export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { player } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.lobby.eyebrow')}
        title={
          player
            ? t(player.firstSession ? 'pages.lobby.welcomeNew' : 'pages.lobby.welcome', {
                name: player.login ?? '',
              })
            : t('pages.lobby.title')
        }
        lead={t('pages.lobby.lead')}
        icon="lobby"
      />
      <SearchBar />
      <LobbyView lobby={loaderData.lobby} chips />
    </>
  );
}
