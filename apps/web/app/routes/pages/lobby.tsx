import { lazy, Suspense } from 'react';
import { redirect } from 'react-router';
import { IssueKeySchema } from '@casino/contracts';
import { brandHref, LOBBY_PAGE } from '@casino/contracts/values';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/lobby';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageHeader } from '../../components/shell/page.tsx';
import { playerName, useRootData } from '../../lib/root-data.ts';
import { LobbyView, SearchBar } from '../../features/catalogue/index.ts';
import { lobbyPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';

/** The player's own rows (recently played, favourites): their own chunk, read after the page shows. */
const PlayerRows = lazy(() => import('../../features/catalogue/player-rows.tsx'));

/**
 * Not awaited: the page streams with skeletons, then the sliders. `?category=<issue>` opens the lobby on
 * that category's games (an unknown one is ignored). A brand without the lobby page sends it to the home
 * page, its lobby, query kept (docs/brands.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const category = IssueKeySchema.safeParse(url.searchParams.get('category'));
  if (category.success) throw redirect(localizePath(`/games/${category.data}/`, locale));
  const services = context.get(requestServicesContext);
  const served = brandHref(services.brand, LOBBY_PAGE);
  if (served !== LOBBY_PAGE) throw redirect(localizePath(served, locale) + url.search);
  return { lobby: lobbyPageData(services, request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.lobby.title');

/** The signed-in lobby: search, banners, jackpots, category sliders, game of the week, collections, winners. */
export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { player, playerPending } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.lobby.eyebrow')}
        title={
          playerPending ? (
            // The group's page (ADR 0031): the greeting waits for the player's name.
            <>
              <span className="visually-hidden">{t('pages.lobby.title')}</span>
              <TextSkeleton kind="heading" />
            </>
          ) : player ? (
            t(player.firstSession ? 'pages.lobby.welcomeNew' : 'pages.lobby.welcome', {
              name: playerName(player),
            })
          ) : (
            t('pages.lobby.title')
          )
        }
        lead={t('pages.lobby.lead')}
        icon="lobby"
      />
      <SearchBar />
      {player && !playerPending && (
        <Suspense fallback={null}>
          <PlayerRows />
        </Suspense>
      )}
      <LobbyView lobby={loaderData.lobby} chips />
    </>
  );
}
