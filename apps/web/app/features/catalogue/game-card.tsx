import type { TFunction } from '../../i18n/translator.ts';
import { Link } from 'react-router';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { GameImage } from './game-image.tsx';
import type { LobbyGame } from './lobby-types.ts';
import { useFavourites } from './use-favourites.ts';
import { useGameHref } from './use-game-href.ts';
import styles from './game-card.module.css';

/**
 * A game tile: one tap opens the game modal (`?game=slug`); players get a favourite heart. The list
 * that draws the tiles passes its `t`: a translation hook per tile is the costliest part of a lobby's
 * server render.
 */
export function GameCard({
  game,
  t,
  eager = false,
  priority = false,
}: {
  game: LobbyGame;
  t: TFunction;
  eager?: boolean;
  /** The page's largest picture (the signed-in lobby's first row leads with it): fetched first. */
  priority?: boolean;
}) {
  const href = useGameHref();
  const { canToggle, isFavourite, toggle } = useFavourites(t);
  const favourite = isFavourite(game.id, game.isFavorite);
  return (
    <article className={styles.card}>
      {/* Adding `?game=` changes no page data: no loader runs again before the modal shows (issue #34). */}
      <Link
        to={href(game.slug)}
        preventScrollReset
        defaultShouldRevalidate={false}
        className={styles.open}
        data-game={game.slug}
      >
        {/* The link is named by what it shows (no aria-label, which a voice user's "click Gold Vault" would miss):
            the name first, then its studio and badges, which the stylesheet draws over the art. The play button on
            hover is drawn by the stylesheet: three fewer elements per tile. */}
        <span className={styles.art}>
          <GameImage
            image={game.image}
            alt=""
            eager={eager}
            priority={priority}
            fallbackLabel={game.name.charAt(0)}
          />
        </span>
        <span className={styles.meta}>
          <span className={styles.name}>{game.name}</span>
          {game.provider && <span className={styles.provider}>{game.provider}</span>}
        </span>
        {game.badges.length > 0 && (
          <span className={styles.badges}>
            {game.badges.map((badge) => (
              <span key={badge} className={cx(styles.badge, styles[badge])}>
                {t(`catalogue.badges.${badge}`)}
              </span>
            ))}
          </span>
        )}
      </Link>
      {canToggle && (
        <button
          type="button"
          className={cx(styles.heart, favourite && styles.heartOn)}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'catalogue.favourites.remove' : 'catalogue.favourites.add', {
            name: game.name,
          })}
          onClick={() => void toggle(game.id, !favourite)}
        >
          <Icon name="heart" size={18} />
        </button>
      )}
    </article>
  );
}
