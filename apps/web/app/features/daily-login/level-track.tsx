import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginInfo } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { levelViews, type LevelView } from './levels.ts';
import { PrizeParts } from './prize-parts.tsx';
import styles from './daily-login.module.css';

function StatusMark({ view, available }: { view: LevelView; available: boolean }) {
  const { t } = useTranslation();
  if (view.status === 'claimed')
    return (
      <span className={styles.mark}>
        <Icon name="check" size={16} strokeWidth={3} />
        {t('dailyLogin.collected')}
      </span>
    );
  if (view.status === 'active')
    return <span className={styles.mark}>{available ? t('dailyLogin.today') : t('dailyLogin.next')}</span>;
  return (
    <span className={styles.mark}>
      <Icon name="lock" size={14} />
      <span className="visually-hidden">{t('dailyLogin.locked')}</span>
    </span>
  );
}

/**
 * The run's levels: tiles in the default look, carriages behind an engine in the train look (brands whose
 * daily login is `dailyLoginTrain`). The level the next claim pays is highlighted, collected ones ticked.
 */
export function LevelTrack({ info }: { info: DailyLoginInfo }) {
  const { t } = useTranslation();
  const train = info.type === 'dailyLoginTrain';
  const scroller = useRef<HTMLDivElement>(null);
  // A train is wider than a phone: bring today's carriage into view.
  useEffect(() => {
    const box = scroller.current;
    const active = box?.querySelector<HTMLElement>('[aria-current]');
    if (box && active && box.scrollWidth > box.clientWidth)
      box.scrollLeft = active.offsetLeft - (box.clientWidth - active.offsetWidth) / 2;
  }, [info.activeLevel, info.claimedLevels]);
  return (
    <div ref={scroller} className={cx(styles.trackScroll, train && styles.trainScroll)}>
      <ol
        className={cx(styles.track, train ? styles.train : styles.tiles)}
        data-daily-login-levels={info.type}
      >
        {levelViews(info).map((view) => (
          <li
            key={view.level}
            className={cx(styles.level, styles[view.status], view.level === info.levels && styles.last)}
            data-level={view.level}
            data-status={view.status}
            aria-current={view.status === 'active' ? 'step' : undefined}
          >
            <span className={styles.day}>{t('dailyLogin.day', { level: view.level })}</span>
            <span className={styles.art} aria-hidden="true">
              <Icon
                name={view.level === info.levels ? 'trophy' : view.prize?.freeSpinCount ? 'sparkle' : 'coins'}
              />
            </span>
            {view.prize ? <PrizeParts prize={view.prize} short /> : null}
            <StatusMark view={view} available={info.isAvailable} />
            {train ? <span className={styles.wheels} aria-hidden="true" /> : null}
          </li>
        ))}
        {train ? (
          <li className={styles.engine} aria-hidden="true">
            <span className={styles.chimney} />
            <span className={styles.wheels} />
          </li>
        ) : null}
      </ol>
    </div>
  );
}
