import { useTranslation } from '../../i18n/react.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import styles from './rewards.module.css';

/** "5,000 coins", "1,000 entries", or both. */
export function RewardAmount({ coins, entries }: { coins: number; entries: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.amount}>
      {coins > 0 ? (
        <span className={styles.coins}>
          {t('rewards.amount.coins', { count: coins, amount: formatAmount(coins, i18n.language) })}
        </span>
      ) : null}
      {entries > 0 ? (
        <span className={styles.entries}>
          {t('rewards.amount.entries', { count: entries, amount: formatAmount(entries, i18n.language) })}
        </span>
      ) : null}
    </span>
  );
}
