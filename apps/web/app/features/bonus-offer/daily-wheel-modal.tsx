import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { DailyWheel, Prize } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { spinDailyWheel } from './bonus-offer-api.ts';
import { BonusesFallback } from './bonuses-fallback.tsx';
import { NextTime } from './next-time.tsx';
import { PrizeWon } from './prize.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { playSound, preloadSounds, WHEEL_SOUNDS } from './sounds.ts';
import { useBonuses } from './use-bonuses.ts';
import { Wheel, type WheelSpin } from './wheel.tsx';
import styles from './bonus-offer.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

/** The `daily-wheel` modal: the player's wheel from get-bonuses, one tap to spin (or by itself, `auto`). */
export default function DailyWheelModal(_props: ModalComponentProps) {
  const { t } = useTranslation();
  const { state, reload, update } = useBonuses();
  const wheel = state.status === 'ready' ? state.data.dailyWheel : null;
  return (
    <ModalFrame title={t('bonusOffer.wheel.title')} size="md">
      {state.status !== 'ready' ? (
        <BonusesFallback state={state} onRetry={reload} />
      ) : wheel ? (
        <WheelPanel wheel={wheel} onChange={(dailyWheel) => update({ dailyWheel })} onStale={reload} />
      ) : (
        <p className={styles.lead}>{t('bonusOffer.wheel.off')}</p>
      )}
    </ModalFrame>
  );
}

type Phase =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'spinning'; spin: WheelSpin; prize: Prize; boosted: boolean; next: DailyWheel }
  | { step: 'won'; prize: Prize; boosted: boolean };

function WheelPanel({
  wheel,
  onChange,
  onStale,
}: {
  wheel: DailyWheel;
  onChange: (wheel: DailyWheel) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const spins = useRef(0);
  const busy = phase.step === 'asking' || phase.step === 'spinning';

  const start = useCallback(async () => {
    setError(null);
    setPhase({ step: 'asking' });
    const boosted = wheel.booster.isActive;
    try {
      const answer = await spinDailyWheel();
      const next: WheelSpin = { id: ++spins.current, sectorIndex: answer.sectorIndex };
      setSpin(next);
      setPhase({ step: 'spinning', spin: next, prize: answer.prize, boosted, next: answer.dailyWheel });
    } catch (failure) {
      setPhase({ step: 'idle' });
      setError(httpErrorText(failure, t));
      // Spun elsewhere meanwhile (another tab): show the wheel as it is now.
      if (isHttpError(failure) && failure.status === 409) onStale();
    }
  }, [wheel.booster.isActive, t, onStale]);

  const landed = useCallback(
    (done: WheelSpin) => {
      if (phase.step !== 'spinning' || phase.spin.id !== done.id) return;
      setPhase({ step: 'won', prize: phase.prize, boosted: phase.boosted });
      onChange(phase.next);
      void playSound(WHEEL_SOUNDS.win);
    },
    [phase, onChange],
  );

  // The day's first spin starts by itself (`auto`); once per modal.
  const autoStarted = useRef(false);
  useEffect(() => {
    preloadSounds(WHEEL_SOUNDS.tick, WHEEL_SOUNDS.win);
    if (autoStarted.current || !wheel.auto || !wheel.available) return;
    autoStarted.current = true;
    const timer = setTimeout(() => void start(), 700);
    return () => clearTimeout(timer);
  }, [wheel.auto, wheel.available, start]);

  const extra = wheel.extraWheel.isAvailable && wheel.wheels > 0;
  return (
    <div className={styles.body} data-daily-wheel={phase.step} data-wheels={wheel.wheels}>
      <div className={styles.toolbar}>
        <Streak wheel={wheel} />
        <SoundToggle />
      </div>
      {wheel.booster.isActive ? (
        <p className={styles.booster} data-booster="">
          {t('bonusOffer.wheel.booster', { multiplier: wheel.booster.multiplier })}
        </p>
      ) : null}
      <Wheel sectors={wheel.prizes} spin={spin} onLanded={landed} />
      {phase.step === 'won' ? (
        <PrizeWon
          prize={phase.prize}
          label={
            phase.boosted
              ? t('bonusOffer.wheel.wonBoosted', { multiplier: wheel.booster.multiplier })
              : t('bonusOffer.wheel.won')
          }
        />
      ) : null}
      <FormError className={styles.error}>{error}</FormError>
      {wheel.available || busy ? (
        <>
          {extra && !busy ? <p className={styles.note}>{t('bonusOffer.wheel.extra')}</p> : null}
          <Button block loading={busy} disabled={busy} onClick={() => void start()} data-spin="">
            {busy
              ? t('bonusOffer.wheel.spinning')
              : extra && phase.step === 'won'
                ? t('bonusOffer.wheel.spinExtra')
                : t('bonusOffer.wheel.spin')}
          </Button>
        </>
      ) : (
        <NextTime at={wheel.availableDate} label={t('bonusOffer.wheel.next')} onDue={onStale} />
      )}
    </div>
  );
}

function Streak({ wheel }: { wheel: DailyWheel }) {
  const { t } = useTranslation();
  return (
    <div className={styles.streak} data-streak={wheel.streakCurrent}>
      <span className={styles.streakLabel}>
        {t('bonusOffer.wheel.streak', { current: wheel.streakCurrent, days: wheel.streakCount })}
      </span>
      <span className={styles.streakDots} aria-hidden="true">
        {Array.from({ length: wheel.streakCount }, (_, i) => (
          <span key={i} className={i < wheel.streakCurrent ? styles.dotOn : styles.dot} />
        ))}
      </span>
      <span className={styles.streakHint}>
        {t('bonusOffer.wheel.streakHint', { days: wheel.streakCount, multiplier: wheel.booster.multiplier })}
      </span>
    </div>
  );
}
