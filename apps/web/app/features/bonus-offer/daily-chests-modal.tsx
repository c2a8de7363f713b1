import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { DailyChests, Prize } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { openDailyChest } from './bonus-offer-api.ts';
import { BonusesFallback } from './bonuses-fallback.tsx';
import { Chest } from './chest.tsx';
import { NextTime } from './next-time.tsx';
import { PrizeWon } from './prize.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { playSound } from './sounds.ts';
import { useBonuses } from './use-bonuses.ts';
import styles from './bonus-offer.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

/** How long the lid takes before the prize shows (the CSS animation's length). */
const LID_MS = 650;

/** The `daily-chests` modal: pick one of the chests; what is inside was drawn by the server. */
export default function DailyChestsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { state, reload, update } = useBonuses();
  const chests = state.status === 'ready' ? state.data.dailyChests : null;
  return (
    <ModalFrame title={t('bonusOffer.chests.title')} size="md">
      {state.status !== 'ready' ? (
        <BonusesFallback state={state} onRetry={reload} />
      ) : chests ? (
        <ChestsPanel
          chests={chests}
          onChange={(dailyChests) => update({ dailyChests })}
          onStale={reload}
          close={close}
        />
      ) : (
        <p className={styles.lead}>{t('bonusOffer.chests.off')}</p>
      )}
    </ModalFrame>
  );
}

type Phase =
  | { step: 'idle' }
  | { step: 'opening'; chest: number }
  | { step: 'opened'; chest: number; prize: Prize; shown: boolean };

function ChestsPanel({
  chests,
  onChange,
  onStale,
  close,
}: {
  chests: DailyChests;
  onChange: (chests: DailyChests) => void;
  onStale: () => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const open = async (chest: number) => {
    setError(null);
    setPhase({ step: 'opening', chest });
    void playSound(chests.sounds.open);
    try {
      const answer = await openDailyChest(chest);
      setPhase({ step: 'opened', chest: answer.chest, prize: answer.prize, shown: false });
      window.setTimeout(() => {
        setPhase((current) => (current.step === 'opened' ? { ...current, shown: true } : current));
        onChange(answer.dailyChests);
        void playSound(chests.sounds.win);
      }, LID_MS);
    } catch (failure) {
      setPhase({ step: 'idle' });
      setError(httpErrorText(failure, t));
      // Refused (phone, balance, opened elsewhere): show the chests as they are now.
      if (isHttpError(failure) && (failure.status === 403 || failure.status === 409)) onStale();
    }
  };

  const canPick = chests.available && phase.step === 'idle';
  const opened = phase.step === 'opened' ? phase : null;
  return (
    <div className={styles.body} data-daily-chests={phase.step} data-reason={chests.reasonType ?? ''}>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{t('bonusOffer.chests.lead', { number: chests.chests })}</p>
        <SoundToggle />
      </div>
      <ul className={styles.chests} data-count={chests.chests}>
        {Array.from({ length: chests.chests }, (_, chest) => {
          const state =
            opened?.chest === chest
              ? 'open'
              : phase.step === 'opening' && phase.chest === chest
                ? 'opening'
                : phase.step !== 'idle' || !chests.available
                  ? 'rest'
                  : 'closed';
          return (
            <li key={chest}>
              <button
                type="button"
                className={styles.chestButton}
                disabled={!canPick}
                onClick={() => void open(chest)}
                aria-label={t('bonusOffer.chests.pick', { number: chest + 1 })}
                data-chest={chest}
                data-chest-state={state}
              >
                <Chest state={state} tone={chest % 3} />
              </button>
            </li>
          );
        })}
      </ul>
      {opened?.shown ? <PrizeWon prize={opened.prize} label={t('bonusOffer.chests.won')} /> : null}
      <FormError className={styles.error}>{error}</FormError>
      {chests.reasonType === 'phone' ? (
        <div className={styles.refusal} data-refusal="phone">
          <p>{t('bonusOffer.chests.phone')}</p>
          <Button
            block
            onClick={() => {
              close();
              openModal('app-phone-confirm');
            }}
          >
            {t('bonusOffer.chests.confirmPhone')}
          </Button>
        </div>
      ) : chests.reasonType === 'balance' ? (
        <p className={styles.refusal} data-refusal="balance">
          {t('bonusOffer.chests.balance')}
        </p>
      ) : null}
      {!chests.available && (phase.step === 'idle' || opened?.shown) ? (
        <NextTime at={chests.availableDate} label={t('bonusOffer.chests.next')} onDue={onStale} />
      ) : null}
    </div>
  );
}
