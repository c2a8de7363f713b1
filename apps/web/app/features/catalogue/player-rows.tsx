import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { cx } from '../../components/shell/cx.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import ui from '../../styles/ui.module.css';
import { Carousel } from './carousel.tsx';
import { GameCard } from './game-card.tsx';
import { toLobbyGame } from './lobby-data.ts';
import type { LobbyGame } from './lobby-types.ts';
import { useFavourites } from './use-favourites.ts';
import slider from './game-slider.module.css';
import styles from './player-rows.module.css';

const loadRows = async (signal: AbortSignal) => {
  const { fetchPlayerRows } = await import('./catalogue-api.ts');
  const rows = await fetchPlayerRows(signal);
  const none = new Set<number>();
  return {
    favorites: rows.favorites.map((game) => toLobbyGame(game, none)),
    recent: rows.recent.map((game) => toLobbyGame(game, none)),
  };
};

function Row({
  id,
  title,
  games,
  empty,
  all,
}: {
  id: 'favourites' | 'recent';
  title: string;
  games: LobbyGame[] | null;
  empty: string;
  all?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const headingId = `player-row-${id}`;
  return (
    <section
      className={cx(ui.container, slider.section)}
      aria-labelledby={headingId}
      data-player-row={id}
      data-state={games === null ? 'loading' : games.length ? 'ready' : 'empty'}
    >
      <div className={slider.head}>
        <h2 id={headingId} className={slider.title}>
          {title}
        </h2>
        {all && games?.length ? (
          <AppLink to={all.to} className={slider.all}>
            {all.label}
            <Icon name="chevronRight" size={16} />
          </AppLink>
        ) : null}
      </div>
      {games === null ? (
        <div className={styles.placeholder} aria-hidden="true" />
      ) : games.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <Carousel
          label={title}
          slideClassName={slider.column}
          slides={games.map((game) => (
            <GameCard key={game.id} game={game} t={t} />
          ))}
        />
      )}
    </section>
  );
}

/**
 * The signed-in lobby's own rows: the player's favourites and recently played games, from the server
 * (GET /rest/games/player-rows/), each with an honest empty state. A heart taken off here leaves the row at once.
 */
export default function PlayerRows() {
  const { t } = useTranslation();
  const { isFavourite } = useFavourites(t);
  const { state } = useApiQuery(['catalogue', 'player-rows'], loadRows);
  // A failed read leaves the rows out rather than claim the player has no games.
  if (state.status === 'error') return null;
  const rows = state.status === 'ready' ? state.data : null;
  return (
    <>
      <Row
        id="recent"
        title={t('catalogue.playerRows.recent.title')}
        games={rows?.recent ?? null}
        empty={t('catalogue.playerRows.recent.empty')}
      />
      <Row
        id="favourites"
        title={t('catalogue.playerRows.favourites.title')}
        games={rows ? rows.favorites.filter((game) => isFavourite(game.id, true)) : null}
        empty={t('catalogue.playerRows.favourites.empty')}
        all={{ to: '/library', label: t('catalogue.playerRows.favourites.all') }}
      />
    </>
  );
}
