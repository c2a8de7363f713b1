import { useTranslation } from '../../i18n/react.tsx';
import type { Prize } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { useSeason } from './season-store.ts';
import styles from './season.module.css';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { PrizeParts } from '../../components/ui/prize-parts.tsx';
import { Loading } from '../../components/ui/loading.tsx';

const PrizeText = ({ prize }: { prize: Prize }) => (
  <PrizeParts
    className={styles.prize}
    coins={prize.coins}
    entries={prize.entries}
    freeSpins={prize.freeSpins?.count}
  />
);

/**
 * `season`: the tower — levels from the top down, each with its points and prize, the reached ones lit and
 * the player's marker on the way to the next; points come from every bet (the rate is the server's).
 */
export default function SeasonModal() {
  const { t, i18n } = useTranslation();
  const { season, status, retry } = useSeason();
  const ends = useServerCountdown(season?.finishedAt ?? null);
  const n = (value: number) => formatAmount(value, i18n.language);
  const amounts = useAmountTexts();
  return (
    <ModalFrame title={t('season.title')} size="md">
      <div className={styles.view} data-season="">
        {season ? (
          <>
            <div className={styles.summary}>
              <p className={styles.level} data-season-level={season.currentLevel}>
                {t('season.level', { level: season.currentLevel, total: season.levels.length })}
              </p>
              <p className={styles.points}>
                {season.nextLevelPoints !== null
                  ? t('season.points', {
                      count: season.points,
                      points: n(season.points),
                      next: n(season.nextLevelPoints),
                    })
                  : t('season.top', { count: season.points, points: n(season.points) })}
              </p>
              <ProgressBar
                className={styles.bar}
                value={season.totalProgressPercents}
                label={t('season.total')}
              />
              <p className={styles.rate}>
                {t('season.rate', {
                  coins: amounts.coins(season.coinsPerPoint),
                  entries: amounts.entries(season.entriesPerPoint),
                })}
              </p>
              {season.finishedAt ? (
                <p className={styles.rate} suppressHydrationWarning>
                  {t('season.endsIn', { time: ends.text })}
                </p>
              ) : null}
              {!season.isAvailable ? (
                <p className={styles.notice}>
                  {season.isEnabled ? t('season.afterDeposit') : t('season.off')}
                </p>
              ) : null}
            </div>
            <ol className={styles.tower} reversed>
              {[...season.levels].reverse().map((level) => {
                const isNext = level.level === season.currentLevel + 1;
                return (
                  <li
                    key={level.level}
                    className={cx(styles.floor, level.isReached && styles.reached, isNext && styles.next)}
                    data-level={level.level}
                    data-reached={level.isReached}
                  >
                    <span className={styles.floorNumber}>
                      {level.isReached ? <Icon name="check" size={16} /> : level.level}
                    </span>
                    <span className={styles.floorBody}>
                      <span className={styles.floorPoints}>
                        {t('season.floorPoints', { count: level.points, points: n(level.points) })}
                      </span>
                      <PrizeText prize={level.prize} />
                    </span>
                    {isNext ? (
                      <span className={styles.floorProgress} aria-label={t('season.toNext')}>
                        {season.levelProgressPercents}%
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </>
        ) : status === 'error' ? (
          <LoadFailed className={styles.state} retry={t('season.retry')} onRetry={retry} alert={false}>
            {t('season.error')}
          </LoadFailed>
        ) : (
          <Loading className={styles.state} />
        )}
      </div>
    </ModalFrame>
  );
}

// The always-mounted root comes in the modal's chunk (they share the tower's store).
export { SeasonRoot } from './season-root.tsx';
