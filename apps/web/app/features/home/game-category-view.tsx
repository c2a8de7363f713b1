import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import ui from '../../styles/ui.module.css';
import { HOME_CATEGORIES, type GamePageName } from './categories.ts';
import styles from './game-category-view.module.css';

const CHIPS: GamePageName[] = [...HOME_CATEGORIES.map((c) => c.key), 'allGames'];

/**
 * Frame of a games category (/games/x) or collection (/issues/x). The catalogue issue fills the grid;
 * until then the page says where the games will appear instead of showing made-up tiles.
 */
export function GameCategoryView({ pageName, base }: { pageName: GamePageName; base: 'games' | 'issues' }) {
  const { t } = useTranslation();
  const title = t(`pages.games.categories.${pageName}`);
  return (
    <>
      <PageHeader
        eyebrow={t(base === 'games' ? 'pages.games.eyebrow' : 'pages.issues.eyebrow')}
        title={title}
        lead={t('pages.games.lead')}
        icon="lobby"
      />
      <PageBody>
        <nav className={styles.chips} aria-label={t('pages.games.chipsLabel')}>
          {CHIPS.map((key) => (
            <AppLink
              key={key}
              to={`/${base}/${key}`}
              className={cx(styles.chip, key === pageName && styles.chipActive)}
              aria-current={key === pageName ? 'page' : undefined}
            >
              {t(`pages.games.categories.${key}`)}
            </AppLink>
          ))}
        </nav>
        <div className={styles.stage}>
          <ul className={styles.ghosts} aria-hidden="true">
            {Array.from({ length: 12 }, (_, i) => (
              <li key={i} className={styles.ghost} />
            ))}
          </ul>
          <div className={cx(ui.card, styles.note)} role="status">
            <span className={styles.noteIcon} aria-hidden="true">
              <Icon name="sparkle" size={28} />
            </span>
            <h2 className={styles.noteTitle}>{t('pages.games.noteTitle')}</h2>
            <p className={styles.noteText}>{t('pages.games.noteText')}</p>
          </div>
        </div>
      </PageBody>
    </>
  );
}
