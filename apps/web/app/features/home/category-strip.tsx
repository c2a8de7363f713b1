import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import { CategoryArt } from './category-art.tsx';
import { HOME_CATEGORIES } from './categories.ts';
import { SectionHead } from './section-head.tsx';
import styles from './category-strip.module.css';

/** Game-category tiles, each opening /games/{category}. A swipeable row on phones, a grid on desktop. */
export function CategoryStrip({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <section
      className={cx(ui.container, styles.section, ui.belowFold)}
      aria-labelledby="home-categories-title"
    >
      <SectionHead
        id="home-categories-title"
        texts="home.categories"
        to="/games/allGames"
        heading={headingLevel === 2 ? 'h2' : 'h3'}
        className={styles.head}
      />
      <ul className={styles.tiles}>
        {HOME_CATEGORIES.map((category) => (
          <li key={category.key}>
            <AppLink
              to={`/games/${category.key}`}
              className={styles.tile}
              style={{ background: category.tile }}
            >
              <span className={styles.art}>
                <CategoryArt name={category.art} newLabel={t('catalogue.badges.new')} />
              </span>
              <span className={styles.name}>{t(`home.categories.items.${category.label}.title`)}</span>
              <span className={styles.caption}>{t(`home.categories.items.${category.label}.caption`)}</span>
              <span className={styles.go} aria-hidden="true">
                <Icon name="chevronRight" size={18} />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
