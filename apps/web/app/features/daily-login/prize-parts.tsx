import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { DailyLoginPrize } from '@casino/contracts';
import styles from './daily-login.module.css';

/** A level's prize: coins, entries, free spins (only those it has). `short` shortens amounts past 1,000. */
export function PrizeParts({ prize, short = false }: { prize: DailyLoginPrize; short?: boolean }) {
  const { t } = useTranslation();
  // Spec: amounts past 1,000 are shortened (K, M…) where space is tight; smaller ones keep the locale's decimals.
  const amounts = useAmountTexts();
  return (
    <span className={styles.prize}>
      {prize.coins > 0 ? <span className={styles.coins}>{amounts.coins(prize.coins, { short })}</span> : null}
      {prize.entries > 0 ? (
        <span className={styles.entries}>{amounts.entries(prize.entries, { short })}</span>
      ) : null}
      {prize.freeSpinCount > 0 ? (
        <span className={styles.spins}>
          {t('dailyLogin.prize.freeSpins', { count: prize.freeSpinCount })}
        </span>
      ) : null}
    </span>
  );
}
