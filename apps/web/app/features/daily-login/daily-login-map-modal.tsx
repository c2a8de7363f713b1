import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginInfo } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { DailyLoginView } from './daily-login-view.tsx';
import { levelViews } from './levels.ts';
import { PrizeParts } from './prize-parts.tsx';
import styles from './daily-login.module.css';

/** Where stop `index` of `count` sits on the winding road, in % of the map (day 1 at the bottom, its text below). */
function stopAt(index: number, count: number): { x: number; y: number } {
  const lanes = [18, 50, 82, 50];
  return { x: lanes[index % lanes.length]!, y: 80 - (index * 72) / Math.max(1, count - 1) };
}

function RunMap({ info }: { info: DailyLoginInfo }) {
  const { t } = useTranslation();
  const views = levelViews(info);
  const stops = views.map((_, index) => stopAt(index, views.length));
  const path = (points: typeof stops) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  // The road travelled: from day 1 to where the player is now.
  const done = path(stops.slice(0, info.claimedLevels + 1));
  return (
    <div className={styles.map} data-daily-login-map-stops={views.length}>
      <svg className={styles.road} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <path d={path(stops)} className={styles.roadAhead} vectorEffect="non-scaling-stroke" />
        {info.claimedLevels > 0 ? (
          <path d={done} className={styles.roadDone} vectorEffect="non-scaling-stroke" />
        ) : null}
      </svg>
      <ol className={styles.stops}>
        {views.map((view, index) => (
          <li
            key={view.level}
            className={cx(styles.stop, styles[view.status], view.level === info.levels && styles.last)}
            style={{ left: `${stops[index]!.x}%`, top: `${stops[index]!.y}%` }}
            data-level={view.level}
            data-status={view.status}
            aria-current={view.status === 'active' ? 'step' : undefined}
          >
            <span className={styles.pin} aria-hidden="true">
              {view.status === 'claimed' ? (
                <Icon name="check" size={18} strokeWidth={3} />
              ) : view.level === info.levels ? (
                <Icon name="trophy" size={18} />
              ) : (
                view.level
              )}
            </span>
            <span className={styles.stopText}>
              <span className={styles.day}>
                {view.level === info.levels
                  ? t('dailyLogin.map.finish')
                  : t('dailyLogin.day', { level: view.level })}
              </span>
              {view.prize ? <PrizeParts prize={view.prize} short /> : null}
              {view.status === 'active' ? (
                <span className={styles.here}>{t('dailyLogin.map.here')}</span>
              ) : null}
              {view.status === 'claimed' ? (
                <span className="visually-hidden">{t('dailyLogin.collected')}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `daily-login-map` (sticky: the backdrop does not close it): the run as a road from day 1 to the last. */
export default function DailyLoginMapModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('dailyLogin.map.title')} size="md" className={styles.frame}>
      <div data-daily-login-map="">
        <DailyLoginView close={close}>
          {(info) => (
            <>
              <p className={styles.lead}>{t('dailyLogin.map.lead', { levels: info.levels })}</p>
              <RunMap info={info} />
            </>
          )}
        </DailyLoginView>
      </div>
    </ModalFrame>
  );
}
