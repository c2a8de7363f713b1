import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import type { BonusesState } from './use-bonuses.ts';
import styles from './bonus-offer.module.css';

/** While the bonuses load, or why they did not. */
export function BonusesFallback({
  state,
  onRetry,
}: {
  state: Exclude<BonusesState, { status: 'ready' }>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return (
      <div className={styles.loading} aria-busy="true">
        <span className={styles.skeletonDisc} />
        <span className={styles.visuallyHidden}>{t('bonusOffer.loading')}</span>
      </div>
    );
  return (
    <div className={styles.body}>
      <p className={styles.error} role="alert">
        {httpErrorText(state.error, t)}
      </p>
      <Button block variant="secondary" onClick={onRetry}>
        {t('bonusOffer.retry')}
      </Button>
    </div>
  );
}
