import { useTranslation } from '../../i18n/react.tsx';
import type { FunMeter } from '@casino/contracts';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { LoadedFallback } from './loaded-fallback.tsx';
import { fetchFunMeter } from './mini-games-api.ts';
import { usePrizeText } from './prize-text.ts';
import { useLoaded } from './use-loaded.ts';
import styles from './mini-games.module.css';

/** The `funmeter` modal: the meter play fills; each time it is full the server draws and pays a prize. */
export default function FunMeterModal() {
  const { t } = useTranslation();
  const { state, reload, set } = useLoaded(fetchFunMeter);
  // Each settled round moves the meter; a fill pays (the meter's numbers come from the server).
  usePush('funMeter', 'progress', (data) => {
    if (state.status === 'ready')
      set({ ...state.data, ...data, percent: Math.floor((data.points * 100) / data.capacity) });
  });
  usePush('funMeter', 'filled', () => reload());
  return (
    <ModalFrame title={t('miniGames.funMeter.title')} size="md">
      {state.status === 'ready' ? (
        <Meter meter={state.data} />
      ) : (
        <LoadedFallback state={state} onRetry={reload} />
      )}
    </ModalFrame>
  );
}

function Meter({ meter }: { meter: FunMeter }) {
  const { t, i18n } = useTranslation();
  const prizeText = usePrizeText();
  const amount = (n: number) => formatAmount(n, i18n.language);
  return (
    <div className={styles.body} data-funmeter>
      <p className={styles.lead}>
        {t('miniGames.funMeter.lead', {
          coins: amount(meter.playPoints.perCoin),
          entry: amount(meter.playPoints.perEntryHundredth * 100),
        })}
      </p>
      <div
        className={styles.meter}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={meter.capacity}
        aria-valuenow={meter.points}
        aria-label={t('miniGames.funMeter.title')}
      >
        <span className={styles.meterFill} style={{ inlineSize: `${meter.percent}%` }} />
      </div>
      <p className={styles.figures} data-funmeter-points={meter.points}>
        {t('miniGames.funMeter.points', { points: amount(meter.points), capacity: amount(meter.capacity) })}
      </p>
      {meter.lastPrize ? (
        <p className={styles.won} data-funmeter-last>
          {t('miniGames.funMeter.lastPrize', { prize: prizeText(meter.lastPrize), count: meter.fills })}
        </p>
      ) : null}
      <h3 className={styles.subtitle}>{t('miniGames.funMeter.prizes')}</h3>
      <ul className={styles.table}>
        {meter.prizes.map((p, i) => (
          <li key={i}>
            <span>{prizeText(p.prize)}</span>
            <span className={styles.muted}>
              {t('miniGames.chance', { chance: formatAmount(p.chance, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
