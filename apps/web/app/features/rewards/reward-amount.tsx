import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import styles from './rewards.module.css';

/** "5,000 coins", "1,000 entries", or both. */
export function RewardAmount({ coins, entries }: { coins: number; entries: number }) {
  const amounts = useAmountTexts();
  return (
    <span className={styles.amount}>
      {coins > 0 ? <span className={styles.coins}>{amounts.coins(coins)}</span> : null}
      {entries > 0 ? <span className={styles.entries}>{amounts.entries(entries)}</span> : null}
    </span>
  );
}
