import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import styles from './prize-parts.module.css';

/** A prize's parts, each in its colour: coins, entries, free spins (only those it has), in the feature's box. */
export function PrizeParts({
  coins,
  entries,
  freeSpins,
  className,
  ...data
}: {
  coins: number;
  entries: number;
  /** How many free spins, when the prize has them. */
  freeSpins: number | undefined;
  className?: string;
} & Record<`data-${string}`, string>) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (
    <span className={className} {...data}>
      {coins > 0 ? <span className={styles.coins}>{amounts.coins(coins)}</span> : null}
      {entries > 0 ? <span className={styles.entries}>{amounts.entries(entries)}</span> : null}
      {freeSpins !== undefined ? (
        <span className={styles.spins}>{t('common.prize.freeSpins', { count: freeSpins })}</span>
      ) : null}
    </span>
  );
}
