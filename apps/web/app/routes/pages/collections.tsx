import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/collections';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { GAME_PAGE_NAMES } from '../../features/home/categories.ts';
import styles from '../../styles/pages/collections.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.collections.title');

/** Every curated collection, each opening /issues/{name}. */
export default function Collections() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.issues.eyebrow')}
        title={t('pages.collections.title')}
        lead={t('pages.collections.lead')}
        icon="sparkle"
      />
      <PageBody>
        <ul className={styles.grid}>
          {GAME_PAGE_NAMES.map((name, index) => (
            <li key={name}>
              <AppLink
                to={`/issues/${name}`}
                className={styles.card}
                style={{ '--hue': `${(index * 47) % 360}deg` } as CSSProperties}
              >
                <span className={styles.name}>{t(`pages.games.categories.${name}`)}</span>
                <Icon name="chevronRight" size={18} />
              </AppLink>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
