import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AvailableSoonCard, PromotionCard, availableSoonKey } from './promotion-cards.tsx';
import { usePromotionsPage } from './promotions-query.ts';
import styles from '../../components/promotion-card/promotion-card.module.css';

/**
 * Every current promotion, then what comes soon. Fetched in the browser, refreshed by pushes; `loading` (the
 * page's skeletons) stands until the promotions and their cards are in.
 */
export default function PromotionsList({ loading }: { loading: ReactNode }) {
  const { t } = useTranslation();
  const { state, reload: read } = usePromotionsPage();
  const reload = () => void read();

  if (state.status !== 'ready') {
    if (state.status === 'error')
      return (
        <div className={styles.empty} role="alert">
          <p>{t('promotions.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('promotions.retry')}
          </Button>
        </div>
      );
    return loading;
  }
  const page = state.data;

  // The features' cards are chunks of their own: the skeletons stay until they are in.
  return (
    <Suspense fallback={loading}>
      <div className={styles.page} data-promotions-page="">
        <h2 className={styles.sectionTitle}>{t('promotions.current')}</h2>
        {page.promotions.length ? (
          <div className={styles.grid}>
            {page.promotions.map((promotion, i) => (
              <PromotionCard
                key={`${promotion.type}-${promotion.promoOfferPreset?.id ?? i}`}
                promotion={promotion}
                refresh={reload}
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
                <AvailableSoonCard key={availableSoonKey(item)} item={item} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </Suspense>
  );
}
