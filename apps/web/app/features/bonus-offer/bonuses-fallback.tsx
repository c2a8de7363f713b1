import { useTranslation } from '../../i18n/react.tsx';
import { QueryFallback, type QueryFallbackProps } from '../../components/ui/query-fallback.tsx';
import styles from './bonus-offer.module.css';

/** While the bonuses load (a disc where the wheel or chests will stand), or why they did not. */
export function BonusesFallback(props: QueryFallbackProps) {
  const { t } = useTranslation();
  return (
    <QueryFallback {...props} retry={t('bonusOffer.retry')}>
      <div className={styles.loading} aria-busy="true">
        <span className={styles.skeletonDisc} />
        <span className="visually-hidden">{t('bonusOffer.loading')}</span>
      </div>
    </QueryFallback>
  );
}
