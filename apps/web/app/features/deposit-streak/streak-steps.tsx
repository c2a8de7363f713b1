import { useTranslation } from '../../i18n/react.tsx';
import type { DepositStreakInfo } from '@casino/contracts';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import styles from './deposit-streak.module.css';

/** The streak's progress: one dot per purchase, the last a wheel, the count (or percent) and the reset time. */
export function StreakSteps({ info }: { info: DepositStreakInfo }) {
  const { t } = useTranslation();
  const reset = useServerCountdown(info.resetStreakAt);
  const max = info.maxNumberOfDeposit;
  return (
    <div className={styles.progress} data-streak-progress={info.currentCountDeposit}>
      <ol className={styles.steps} aria-label={t('depositStreak.stepsLabel')}>
        {Array.from({ length: max }, (_, i) => {
          const done = i < info.currentCountDeposit;
          const wheel = i === max - 1;
          return (
            <li
              key={i}
              className={[styles.step, done ? styles.stepDone : '', wheel ? styles.stepWheel : ''].join(' ')}
              aria-label={t(done ? 'depositStreak.stepDone' : 'depositStreak.stepOpen', { number: i + 1 })}
            >
              {wheel ? (
                <svg viewBox="-10 -10 20 20" width="18" height="18" aria-hidden="true">
                  <circle r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path
                    d="M0 -8.5V8.5M-8.5 0H8.5M-6 -6L6 6M6 -6L-6 6"
                    stroke="currentColor"
                    strokeWidth="1.4"
                  />
                </svg>
              ) : (
                i + 1
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.count} data-streak-count="">
        {info.percentEnabled
          ? t('depositStreak.percent', { percent: info.percent })
          : t('depositStreak.count', { count: info.currentCountDeposit, max })}
      </p>
      {info.resetStreakAt && !reset.finished ? (
        <p className={styles.reset} suppressHydrationWarning>
          {t('depositStreak.resetsIn', { time: reset.text })}
        </p>
      ) : null}
    </div>
  );
}
