import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginPrize } from '@casino/contracts';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';
import styles from './daily-login.module.css';

/** A level's prize: coins, entries, free spins (only those it has). `short` shortens amounts past 1,000. */
export function PrizeParts({ prize, short = false }: { prize: DailyLoginPrize; short?: boolean }) {
  const { t, i18n } = useTranslation();
  // Spec: amounts past 1,000 are shortened (K, M…) where space is tight; smaller ones keep the locale's decimals.
  const amount = (n: number) =>
    short && n >= 1000 ? formatShortNumber(n, i18n.language) : formatAmount(n, i18n.language);
  return (
    <span className={styles.prize}>
      {prize.coins > 0 ? (
        <span className={styles.coins}>
          {t('dailyLogin.prize.coins', { count: prize.coins, amount: amount(prize.coins) })}
        </span>
      ) : null}
      {prize.entries > 0 ? (
        <span className={styles.entries}>
          {t('dailyLogin.prize.entries', { count: prize.entries, amount: amount(prize.entries) })}
        </span>
      ) : null}
      {prize.freeSpinCount > 0 ? (
        <span className={styles.spins}>
          {t('dailyLogin.prize.freeSpins', { count: prize.freeSpinCount })}
        </span>
      ) : null}
    </span>
  );
}
