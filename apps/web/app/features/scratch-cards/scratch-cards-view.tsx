import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { ScratchCard, ScratchCardPrize, ScratchCards } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { isHttpError } from '../../lib/http/http-client.ts';
import { isModalRegistered } from '../../lib/modals/registry.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { revealScratchCard } from './scratch-cards-api.ts';
import { ScratchSurface } from './scratch-surface.tsx';
import { useScratchCards } from './use-scratch-cards.ts';
import styles from './scratch-cards.module.css';

function PrizeText({ prize }: { prize: ScratchCardPrize }) {
  const amounts = useAmountTexts();
  return (
    <span className={styles.prizeParts} data-prize="">
      {prize.coins > 0 ? <span className={styles.coins}>{amounts.coins(prize.coins)}</span> : null}
      {prize.entries > 0 ? <span className={styles.entries}>{amounts.entries(prize.entries)}</span> : null}
    </span>
  );
}

/** One card of the list: its status and its timer (days while at least a day is left, spec §9). */
function CardTile({
  card,
  selected,
  onSelect,
  onTimerEnd,
}: {
  card: ScratchCard;
  selected: boolean;
  onSelect: () => void;
  onTimerEnd: () => void;
}) {
  const { t } = useTranslation();
  const countdown = useServerCountdown(card.timer, { onFinish: onTimerEnd });
  return (
    <li>
      <button
        type="button"
        className={styles.tile}
        data-card={card.id}
        data-status={card.status}
        aria-pressed={selected}
        disabled={card.status !== 'available'}
        onClick={onSelect}
      >
        <span className={styles.tileBadge}>
          {card.status === 'available' ? t('scratchCards.ready') : t('scratchCards.waiting')}
        </span>
        <span className={styles.tileTimer} suppressHydrationWarning data-timer="">
          {t(`scratchCards.status.${card.status}`, { time: countdown.text })}
        </span>
      </button>
    </li>
  );
}

type Play =
  | { step: 'idle' }
  | { step: 'revealing'; scratched: boolean }
  | { step: 'won'; prize: ScratchCardPrize; scratched: boolean }
  | { step: 'failed'; code: string | null };

/** The card being scratched: the foil over the prize the server answers once the player starts. */
function ActiveCard({
  card,
  onStart,
  onPaid,
  onDone,
}: {
  card: ScratchCard;
  onStart: () => void;
  onPaid: (data: ScratchCards) => void;
  onDone: (failed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [play, setPlay] = useState<Play>({ step: 'idle' });
  const [paid, setPaid] = useState(false);

  const start = () => {
    if (play.step !== 'idle') return;
    setPlay({ step: 'revealing', scratched: false });
    onStart();
    revealScratchCard(card.id).then(
      (answer) => {
        setPaid(true);
        onPaid(answer.data);
        setPlay((current) => ({
          step: 'won',
          prize: answer.prize,
          scratched: current.step === 'revealing' && current.scratched,
        }));
      },
      (error: unknown) => {
        const code = isHttpError(error) ? (error.code ?? null) : null;
        setPlay({ step: 'failed', code });
      },
    );
  };
  const scratched = () =>
    setPlay((current) =>
      current.step === 'revealing' || current.step === 'won' ? { ...current, scratched: true } : current,
    );
  const revealAll = () => {
    start();
    scratched();
    setPlay((current) => (current.step === 'idle' ? { step: 'revealing', scratched: true } : current));
  };
  const cleared = play.step === 'won' && play.scratched;

  return (
    <section className={styles.active} data-active-card={card.id} aria-live="polite">
      <ScratchSurface
        label={t('scratchCards.surfaceLabel')}
        hint={t('scratchCards.foil')}
        cleared={cleared}
        disabled={play.step === 'failed'}
        onStart={start}
        onRevealed={scratched}
      >
        {play.step === 'won' ? (
          <span className={styles.prizeWon} data-prize-won={cleared ? '' : undefined}>
            <span className={styles.prizeLabel}>{t('scratchCards.won')}</span>
            <PrizeText prize={play.prize} />
          </span>
        ) : (
          <span className={styles.prizeWaiting}>
            {play.step === 'revealing' && play.scratched ? t('scratchCards.revealing') : '?'}
          </span>
        )}
      </ScratchSurface>
      {play.step === 'failed' ? (
        <p className={styles.error} role="alert">
          {t(`scratchCards.refusals.${play.code ?? 'card_not_found'}`, {
            defaultValue: t('scratchCards.failed'),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cleared || play.step === 'failed' ? (
          <Button
            onClick={() => onDone(play.step === 'failed')}
            disabled={!paid && play.step !== 'failed'}
            data-next=""
          >
            {t('scratchCards.next')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={revealAll}
            disabled={play.step !== 'idle' && play.step !== 'revealing'}
          >
            {t('scratchCards.revealAll')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The player's scratch cards: the first ready card to scratch, and every card with its timer. */
export function ScratchCardsView() {
  const { t } = useTranslation();
  const { state, reload } = useScratchCards();
  const [override, setOverride] = useState<ScratchCards | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  // The card being scratched stays on screen until the player moves on, though the list no longer has it.
  const [pinned, setPinned] = useState<ScratchCard | null>(null);
  const finishCountdown = useServerCountdown(state.status === 'ready' ? state.data.finishedAt : null);

  if (state.status === 'loading') return <p className={styles.lead}>…</p>;
  if (state.status === 'error')
    return (
      <LoadFailed className={styles.empty} retry={t('scratchCards.retry')} onRetry={reload} alert={false}>
        {t('scratchCards.failed')}
      </LoadFailed>
    );
  const data = override ?? state.data;
  const ready = data.cards.filter((card) => card.status === 'available');
  const active = pinned ?? ready.find((card) => card.id === selected) ?? ready[0] ?? null;
  return (
    <div className={styles.view} data-scratch-cards="" data-count={data.cards.length}>
      {data.isActive && data.finishedAt && !finishCountdown.finished ? (
        <p className={styles.ends} suppressHydrationWarning>
          {t('scratchCards.endsIn', { time: finishCountdown.text })}
        </p>
      ) : null}
      {active ? (
        <ActiveCard
          key={active.id}
          card={active}
          onStart={() => setPinned(active)}
          onPaid={setOverride}
          onDone={(failed) => {
            setPinned(null);
            setSelected(null);
            if (failed) {
              setOverride(null);
              reload();
            }
          }}
        />
      ) : null}
      {data.cards.length > 0 ? (
        <>
          <h3 className={styles.listTitle}>{t('scratchCards.count', { count: data.cards.length })}</h3>
          <ul className={styles.tiles}>
            {data.cards.map((card) => (
              <CardTile
                key={card.id}
                card={card}
                selected={card.id === active?.id}
                onSelect={() => setSelected(card.id)}
                onTimerEnd={() => {
                  setOverride(null);
                  reload();
                }}
              />
            ))}
          </ul>
        </>
      ) : (
        <div className={styles.empty} data-empty="">
          <strong>{data.isActive ? t('scratchCards.empty.title') : t('scratchCards.off')}</strong>
          {data.isActive ? <p>{t('scratchCards.empty.text')}</p> : null}
          {data.isActive && isModalRegistered('deposit') ? (
            <Button onClick={() => openModal('deposit', { location: 'scratch_cards' })}>
              {t('scratchCards.empty.action')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
