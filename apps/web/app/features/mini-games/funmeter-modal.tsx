import { useTranslation } from '../../i18n/react.tsx';
import type { FunMeter } from '@casino/contracts';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { LoadedFallback } from './loaded-fallback.tsx';
import { fetchFunMeter } from './mini-games-api.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import styles from './mini-games.module.css';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

/** The `funmeter` modal: the meter play fills; each time it is full the server draws and pays a prize. */
export default function FunMeterModal() {
  const { t } = useTranslation();
  const { state, reload, setData } = useApiQuery(['mini-games', 'funmeter'], fetchFunMeter);
  // Each settled round moves the meter; a fill pays (the meter's numbers come from the server).
  usePush('funMeter', 'progress', (data) => {
    if (state.status === 'ready')
      setData({ ...state.data, ...data, percent: Math.floor((data.points * 100) / data.capacity) });
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
  const prizeText = useAmountTexts().prize;
  const amount = (n: number) => formatAmount(n, i18n.language);
  return (
    <div className={styles.body} data-funmeter>
      <p className={styles.muted}>
        {t('miniGames.funMeter.lead', {
          coins: amount(meter.playPoints.perCoin),
          entry: amount(meter.playPoints.perEntryHundredth * 100),
        })}
      </p>
      <ProgressBar
        className={styles.meter}
        value={meter.points}
        max={meter.capacity}
        percent={meter.percent}
        label={t('miniGames.funMeter.title')}
      />
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
