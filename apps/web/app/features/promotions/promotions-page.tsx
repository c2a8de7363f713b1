import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';

/** The spec: skeletons show 3 promotions and 4 coming soon. */
export const SKELETON_PROMOTIONS = 3;
export const SKELETON_COMING_SOON = 4;

function Skeletons({ count, kind }: { count: number; kind: 'promotion' | 'soon' }) {
  return (
    <div className={kind === 'promotion' ? styles.grid : styles.soonGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={kind === 'promotion' ? styles.skeletonCard : styles.skeletonSoon}
          data-skeleton={kind}
        />
      ))}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.page}
      role="status"
      aria-label={t('promotions.loading')}
      data-promotions-loading=""
    >
      <h2 className={styles.sectionTitle}>{t('promotions.current')}</h2>
      <Skeletons count={SKELETON_PROMOTIONS} kind="promotion" />
      <h2 className={styles.sectionTitle}>{t('promotions.soon.title')}</h2>
      <Skeletons count={SKELETON_COMING_SOON} kind="soon" />
    </div>
  );
}

// The query library and the cards come with the list's chunk: a guest's first load of the page carries neither.
const PromotionsList = lazy(() => import('./promotions-list.tsx'));

/** /promotions: the skeletons at once, then every current promotion and what comes soon. */
export function PromotionsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <PromotionsList loading={<Loading />} />
    </Suspense>
  );
}
