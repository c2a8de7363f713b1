import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { PrizeDropsInfo } from '@casino/contracts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import styles from './prize-drops.module.css';

/** The day's pool, the prizes by level with what is left, and the latest winners (every number the server's). */
export function PrizeDropsBoard({ info }: { info: PrizeDropsInfo }) {
  const { t, i18n } = useTranslation();
  const amount = (n: number) => formatAmount(n, i18n.language);
  const amounts = useAmountTexts();
  const next = useServerCountdown(info.general.nextPrizePoolStartedAt);
  const { general } = info;
  return (
    <div className={styles.board} data-prize-drops-board="">
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('prizeDrops.pool')}</dt>
          <dd data-pool="">{amounts.coins(general.dailyPrizePool)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('prizeDrops.highest')}</dt>
          <dd>{amounts.coins(general.highestPrizePerDay)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('prizeDrops.count')}</dt>
          <dd>{amount(general.prizeCountPerDay)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('prizeDrops.minBet')}</dt>
          <dd>{amount(general.minimalLevelPlay)}</dd>
        </div>
      </dl>
      <p className={styles.how}>{t('prizeDrops.how', { bet: amount(general.minimalLevelPlay) })}</p>
      <ul className={styles.levels}>
        {info.prizes.map((prize) => (
          <li key={prize.level} className={styles.level} data-level={prize.name}>
            <span className={styles.medal} aria-hidden="true" />
            <span className={styles.levelName}>{t(`prizeDrops.levels.${prize.name}`)}</span>
            <span className={styles.levelPrize}>{amounts.coins(prize.coins)}</span>
            <span className={styles.levelLeft} data-remaining={prize.remaining}>
              {t('prizeDrops.left', { left: amount(prize.remaining), count: prize.count })}
            </span>
          </li>
        ))}
      </ul>
      {general.nextPrizePoolStartedAt && !next.finished ? (
        <p className={styles.next} suppressHydrationWarning>
          {t('prizeDrops.nextPool', { time: next.text })}
        </p>
      ) : null}
      <h3 className={styles.subtitle}>{t('prizeDrops.lastWinners')}</h3>
      {info.lastWinners.length === 0 ? (
        <p className={styles.empty}>{t('prizeDrops.noWinners')}</p>
      ) : (
        <ol className={styles.winners} data-last-winners="">
          {info.lastWinners.map((w) => (
            <li key={w.prizeId} className={styles.winner} data-level={w.level}>
              <span className={styles.winnerName}>{w.name}</span>
              <span>{t(`prizeDrops.levels.${['bronze', 'silver', 'gold'][w.level - 1]}`)}</span>
              <span className={styles.levelPrize}>{amounts.coins(w.coins)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The board's place while it loads, or why it did not load. */
export function PrizeDropsPending({ failed, reload }: { failed: boolean; reload: () => void }) {
  const { t } = useTranslation();
  return failed ? (
    <LoadFailed className={styles.state} retry={t('prizeDrops.retry')} onRetry={reload}>
      {t('prizeDrops.loadFailed')}
    </LoadFailed>
  ) : (
    <p className={styles.state} aria-busy="true">
      {t('prizeDrops.loading')}
    </p>
  );
}
