import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AdventureMap } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/shell/cx.ts';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { LoadedFallback } from './loaded-fallback.tsx';
import { chooseAdventureMapSection, fetchAdventureMap } from './mini-games-api.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import styles from './mini-games.module.css';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

/** The `adventure-map` modal: sections along a trail, reached by play, each award collected in order. */
export default function AdventureMapModal() {
  const { t } = useTranslation();
  const { state, reload, setData } = useApiQuery(['mini-games', 'adventure-map'], fetchAdventureMap);
  usePush('adventureMap', 'progress', () => reload());
  return (
    <ModalFrame title={t('miniGames.map.title')} size="lg">
      {state.status === 'ready' ? (
        <Trail map={state.data} onChange={setData} />
      ) : (
        <LoadedFallback state={state} onRetry={reload} />
      )}
    </ModalFrame>
  );
}

function Trail({ map, onChange }: { map: AdventureMap; onChange: (map: AdventureMap) => void }) {
  const { t, i18n } = useTranslation();
  const prizeText = useAmountTexts().prize;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; won: boolean } | null>(null);
  const next = map.sections.find((s) => s.index === map.currentIndex + 1);

  async function choose(index: number) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await chooseAdventureMapSection(map.id, index);
      onChange(answer.data);
      setMessage({ text: t('miniGames.map.collected', { prize: prizeText(answer.prize) }), won: true });
    } catch (error) {
      setMessage({ text: httpErrorText(error, t), won: false });
    } finally {
      setBusy(false);
    }
  }

  const { progressBar } = map;
  return (
    <div className={styles.body} data-adventure-map data-current={map.currentIndex}>
      <ProgressBar className={styles.meter} value={progressBar.percent} />
      <p className={styles.figures}>
        {progressBar.nextPoints === null
          ? t('miniGames.map.allReached')
          : t('miniGames.map.points', {
              points: formatAmount(progressBar.points, i18n.language),
              next: formatAmount(progressBar.nextPoints, i18n.language),
            })}
      </p>
      {message ? (
        <p className={message.won ? styles.won : styles.error} role="status">
          {message.text}
        </p>
      ) : null}
      <ol className={styles.trail}>
        {map.sections.map((s) => {
          const canChoose = s === next && s.isReached && map.event.isActive;
          return (
            <li
              key={s.index}
              data-section={s.index}
              data-claimed={s.isAwardClaimed}
              className={cx(
                styles.stop,
                s.isAwardClaimed && styles.stopClaimed,
                s.isCurrent && styles.stopCurrent,
                canChoose && styles.stopReady,
              )}
            >
              <span className={styles.stopIndex} aria-hidden="true">
                {s.isAwardClaimed ? '✓' : s.index}
              </span>
              <span className={styles.stopText}>
                <strong>{prizeText(s.award)}</strong>
                <span className={styles.muted}>
                  {s.isAwardClaimed
                    ? t('miniGames.map.claimed')
                    : s.isReached
                      ? t('miniGames.map.reached')
                      : t('miniGames.map.at', { points: formatAmount(s.points, i18n.language) })}
                </span>
              </span>
              {canChoose ? (
                <Button disabled={busy} onClick={() => choose(s.index)}>
                  {t('miniGames.map.collect')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
