import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { cx } from '../../components/shell/cx.ts';
import ui from '../../styles/ui.module.css';
import { Carousel } from './carousel.tsx';
import { GameCard } from './game-card.tsx';
import { FIRST_COLUMNS, tilesPerColumn } from './lobby-data.ts';
import type { LobbyGameRow } from './lobby-types.ts';
import { useRowGames } from './use-row-games.ts';
import { useNearViewport } from './use-near-viewport.ts';
import styles from './game-slider.module.css';

/** Splits games into columns of `rows` tiles: each column is one Embla slide. */
export function toColumns<T>(games: readonly T[], rows: number): T[][] {
  const size = tilesPerColumn(rows);
  const columns: T[][] = [];
  for (let i = 0; i < games.length; i += size) columns.push(games.slice(i, i + size));
  return columns;
}

/** A row's title and its link to all of it (a slider of games, the collections), clear of the carousel's arrows. */
export function RowHead({ id, title, to, all }: { id: string; title: string; to: string; all: string }) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <AppLink to={to} className={styles.all}>
        {all}
        <Icon name="chevronRight" size={16} />
      </AppLink>
    </div>
  );
}

/**
 * One category's slider: its title, a "see all" link to /games/{issue}, and the games in slides of
 * `rows` rows (rowsPerSlide of the spec; one-row sliders get bigger tiles).
 */
export function GameSlider({
  issue,
  title,
  rows,
  games,
  total,
  complete,
  eager = false,
  leads = false,
}: LobbyGameRow & {
  eager?: boolean;
  /** The page's first section: its first tile is the page's largest picture (the signed-in lobby's LCP). */
  leads?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `slider-${issue}`;
  const first = eager ? FIRST_COLUMNS.eager : FIRST_COLUMNS.later;
  const { ref, near } = useNearViewport(complete && games.length <= first * tilesPerColumn(rows));
  const columns = toColumns(useRowGames(issue, games, complete, near), rows);
  const shown = near ? columns : columns.slice(0, first);
  return (
    <section ref={ref} className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby={headingId}>
      <RowHead
        id={headingId}
        title={title}
        to={`/games/${issue}`}
        all={t('catalogue.slider.all', { count: total })}
      />
      <Carousel
        label={title}
        slideClassName={cx(styles.column, rows === 1 ? styles.wide : rows >= 3 ? styles.narrow : undefined)}
        slides={shown.map((column, c) => (
          <div className={styles.stack} key={column[0]?.id ?? c}>
            {column.map((game, r) => (
              <GameCard
                key={game.id}
                game={game}
                t={t}
                eager={eager && c < 4 && r === 0}
                priority={leads && c === 0 && r === 0}
              />
            ))}
          </div>
        ))}
      />
    </section>
  );
}
