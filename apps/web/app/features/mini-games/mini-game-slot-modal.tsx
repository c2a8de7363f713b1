import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { MiniGameSlot, MiniSlotSymbol, Prize } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { LoadedFallback } from './loaded-fallback.tsx';
import { fetchMiniGameSlot, resetMiniGameSlot, spinMiniGameSlot } from './mini-games-api.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import styles from './mini-games.module.css';

/** Drawn, not emoji: every device shows the same reels (emoji fonts differ, some have none). */
const SYMBOL_ART: Record<MiniSlotSymbol, ReactNode> = {
  cherry: (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d="M12 3c-1 4-4 7-6 10M12 3c1 4 3 7 6 9" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <circle cx="6.5" cy="16.5" r="4" fill="currentColor" />
      <circle cx="17" cy="15.5" r="4" fill="currentColor" />
    </svg>
  ),
  bell: <Icon name="bell" size={36} />,
  star: <Icon name="star" size={36} />,
  seven: '7',
  up: '▲',
  blank: '–',
};
/** How long the reels turn before they show the server's line. */
const SPIN_MS = 1200;

/** The `mini-game-slot` modal: spins earned by play, a line drawn by the server, levels to climb. */
export default function MiniGameSlotModal() {
  const { t } = useTranslation();
  const { state, reload, setData } = useApiQuery(['mini-games', 'slot'], fetchMiniGameSlot);
  // The spec: an update with a negative level is ignored.
  usePush('miniGameSlot', 'update', (data) => {
    if (state.status === 'ready' && data.level >= 0) setData({ ...state.data, ...data });
  });
  return (
    <ModalFrame title={t('miniGames.slot.title')} size="md">
      {state.status === 'ready' ? (
        <Slot slot={state.data} onChange={setData} />
      ) : (
        <LoadedFallback state={state} onRetry={reload} />
      )}
    </ModalFrame>
  );
}

function Slot({ slot, onChange }: { slot: MiniGameSlot; onChange: (slot: MiniGameSlot) => void }) {
  const { t, i18n } = useTranslation();
  const prizeText = useAmountTexts().prize;
  const [reels, setReels] = useState<MiniSlotSymbol[]>(['seven', 'seven', 'seven']);
  const [spinning, setSpinning] = useState(false);
  const [message, setMessage] = useState<{ text: string; won: boolean } | null>(null);
  // One spin or reset at a time (the spec's 'Already spinning'), however fast the button is pressed.
  const busy = useRef(false);

  async function run(
    action: () => Promise<{ prize: Prize; data: MiniGameSlot; reels?: MiniSlotSymbol[]; levelUp?: boolean }>,
  ) {
    if (busy.current) return;
    busy.current = true;
    setSpinning(true);
    setMessage(null);
    const turned = new Promise((resolve) => setTimeout(resolve, SPIN_MS));
    try {
      const [answer] = await Promise.all([action(), turned]);
      if (answer.reels) setReels(answer.reels);
      onChange(answer.data);
      const won = prizeText(answer.prize);
      setMessage(
        won
          ? { text: t('miniGames.slot.won', { prize: won }), won: true }
          : answer.levelUp
            ? { text: t('miniGames.slot.levelUp', { level: answer.data.level }), won: true }
            : { text: t('miniGames.slot.nothing'), won: false },
      );
    } catch (error) {
      setMessage({ text: httpErrorText(error, t), won: false });
    } finally {
      busy.current = false;
      setSpinning(false);
    }
  }

  const table = slot.levels[slot.level - 1]!;
  return (
    <div className={styles.body} data-mini-slot data-level={slot.level} data-spins={slot.spins}>
      <ol className={styles.levels} aria-label={t('miniGames.slot.levels')}>
        {slot.levels.map((l) => (
          <li
            key={l.level}
            className={cx(
              l.level === slot.level && styles.levelCurrent,
              l.level < slot.level && styles.levelDone,
            )}
          >
            {t('miniGames.slot.level', { level: l.level })}
          </li>
        ))}
      </ol>
      <div
        className={cx(styles.reels, spinning && styles.reelsSpinning)}
        aria-live="polite"
        data-reels={reels.join(' ')}
      >
        {reels.map((symbol, i) => (
          <span key={i} className={styles.reel} aria-label={t(`miniGames.slot.symbols.${symbol}`)}>
            {SYMBOL_ART[symbol]}
          </span>
        ))}
      </div>
      {message ? (
        <p className={message.won ? styles.won : styles.muted} role="status" data-slot-message>
          {message.text}
        </p>
      ) : null}
      <p className={styles.figures}>
        {t('miniGames.slot.spins', { count: slot.spins, max: slot.maxStoredSpins })}
      </p>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${Math.floor((slot.progress * 100) / slot.spinCost)}%` }} />
      </div>
      <p className={styles.muted}>
        {t('miniGames.slot.nextSpin', {
          points: formatAmount(slot.spinCost - slot.progress, i18n.language),
        })}
      </p>
      <div className={styles.actions}>
        <Button
          block
          disabled={spinning || slot.spins === 0 || !slot.isActive}
          onClick={() => run(spinMiniGameSlot)}
        >
          {spinning ? t('miniGames.slot.spinning') : t('miniGames.slot.spin')}
        </Button>
        {slot.canReset ? (
          <Button block variant="secondary" disabled={spinning} onClick={() => run(resetMiniGameSlot)}>
            {t('miniGames.slot.collect', { prize: prizeText(slot.topPrize) })}
          </Button>
        ) : null}
      </div>
      <h3 className={styles.subtitle}>{t('miniGames.slot.paytable', { level: slot.level })}</h3>
      <ul className={styles.table}>
        {table.outcomes
          .filter((o) => o.symbol !== 'blank')
          .map((o) => (
            <li key={o.symbol}>
              <span className={styles.line} aria-label={t(`miniGames.slot.symbols.${o.symbol}`)}>
                {SYMBOL_ART[o.symbol]}
                {SYMBOL_ART[o.symbol]}
                {SYMBOL_ART[o.symbol]}
              </span>
              <span>{o.levelUp ? t('miniGames.slot.climbs') : prizeText(o.prize)}</span>
              <span className={styles.muted}>
                {t('miniGames.chance', { chance: formatAmount(o.chance, i18n.language) })}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
