import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AvailableSoonCard, PromotionCard } from './promotion-cards.tsx';
import { usePromotionsStore } from './promotions-store.ts';
import styles from './promotions.module.css';

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

/** /promotions: every current promotion, then what comes soon. Fetched in the browser, refreshed by pushes. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const page = usePromotionsStore((state) => state.page);
  const status = usePromotionsStore((state) => state.status);
  const refresh = usePromotionsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!page) {
    if (status === 'error')
      return (
        <div className={styles.empty} role="alert">
          <p>{t('promotions.failed')}</p>
          <Button variant="secondary" onClick={() => void refresh()}>
            {t('promotions.retry')}
          </Button>
        </div>
      );
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

  return (
    <div className={styles.page} data-promotions-page="">
      <h2 className={styles.sectionTitle}>{t('promotions.current')}</h2>
      {page.promotions.length ? (
        <div className={styles.grid}>
          {page.promotions.map((promotion, i) => (
            <PromotionCard
              key={`${promotion.type}-${promotion.promoOfferPreset?.id ?? i}`}
              promotion={promotion}
            />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t('promotions.none')}</p>
      )}
      {page.available_soon.length ? (
        <section aria-labelledby="promotions-soon">
          <h2 id="promotions-soon" className={styles.sectionTitle}>
            {t('promotions.soon.title')}
          </h2>
          <div className={styles.soonGrid}>
            {page.available_soon.map((item) => (
              <AvailableSoonCard key={item.promoOfferPreset.id} item={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
