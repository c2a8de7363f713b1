import { useTranslation } from '../../i18n/react.tsx';
import { GameCard } from './game-card.tsx';
import type { LobbyGame } from './lobby-types.ts';
import styles from './games-grid.module.css';

/** All games of a page as a responsive grid of tiles; the first row loads eagerly. */
export function GamesGrid({ games, label, empty }: { games: LobbyGame[]; label: string; empty?: string }) {
  const { t } = useTranslation();
  if (games.length === 0) return <p className={styles.none}>{empty ?? t('catalogue.grid.none')}</p>;
  return (
    <ul className={styles.grid} aria-label={label} data-games-grid="">
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} t={t} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}
