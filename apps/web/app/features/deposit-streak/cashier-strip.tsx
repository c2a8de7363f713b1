import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { DEPOSIT_STREAK_PATHS, DepositStreakInfoSchema, type DepositStreakInfo } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import styles from './cashier-strip.module.css';

/**
 * The deposit streak's progress in the cashier (its module's `cashierStrip`): a thin strip with the count and
 * a bar while the brand runs the streak; nothing otherwise.
 */
export function StreakStrip() {
  const { appInit } = useRootData();
  return appInit.depositStreak.isActive ? <Strip /> : null;
}

function Strip() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<DepositStreakInfo | null>(null);
  const load = useCallback(() => {
    http
      .get(DEPOSIT_STREAK_PATHS.info, { schema: DepositStreakInfoSchema })
      .then(setInfo, () => setInfo(null));
  }, []);
  useEffect(load, [load]);
  usePush('depositStreak', 'progressUpdate', load);
  if (!info?.isActive) return null;
  const { currentCountDeposit: count, maxNumberOfDeposit: max } = info;
  return (
    <div className={styles.streak} data-cash-streak={count} role="status">
      <div className={styles.streakHead}>
        <span>{t('depositStreak.cashier.label')}</span>
        <strong>
          {info.percentEnabled
            ? t('depositStreak.percent', { percent: info.percent })
            : t('depositStreak.cashier.progress', { count, max })}
        </strong>
      </div>
      <div className={styles.streakBar} aria-hidden="true">
        <span style={{ width: `${info.percent}%` }} />
      </div>
      <p className={styles.streakNote}>
        {info.isWheelAvailable ? t('depositStreak.cashier.wheelReady') : t('depositStreak.cashier.next')}
      </p>
    </div>
  );
}
