import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import ui from '../../styles/ui.module.css';
import styles from './skeletons.module.css';

/** The spec: skeletons show 16 games. */
export const SKELETON_GAMES = 16;

/** Placeholder tiles of the real tiles' size while games load. */
export function GamesSkeleton({ count = SKELETON_GAMES }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('catalogue.loading')} className={styles.wrap}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.tile} data-skeleton="game">
            <span className={styles.art} />
            <span className={styles.line} />
            <span className={cx(styles.line, styles.short)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The lobby while its data streams in: a banner and 16 games. */
export function LobbySkeleton() {
  return (
    <div className={cx(ui.container, styles.lobby)}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.heading} aria-hidden="true" />
      <GamesSkeleton />
    </div>
  );
}
