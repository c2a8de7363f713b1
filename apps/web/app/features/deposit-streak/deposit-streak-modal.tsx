import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import type { DepositStreakInfo, Prize, WheelSector } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localizePath } from '../../i18n/locale.ts';
import { useFeatureEnd, useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { applyDepositStreakPrize, fetchDepositStreakWheel } from './deposit-streak-api.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { DEPOSIT_STREAK_MODALS } from './modal-names.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { StreakSteps } from './streak-steps.tsx';
import { StreakWheel } from './streak-wheel.tsx';
import { useDepositStreak } from './use-deposit-streak.ts';
import styles from './deposit-streak.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

const CASH_PATH = '/cash/deposit-by-money/';

type Phase =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'spinning'; sectorIndex: number; prize: Prize; next: DepositStreakInfo }
  | { step: 'won'; sectorIndex: number; prize: Prize };

/**
 * `deposit-streak`: the streak's steps and reset countdown, and at the maximum its wheel, spun on the
 * server. Closes itself when the feature ends (its finish time on the server's clock, or `feature
 * finished`).
 */
export default function DepositStreakModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { state, reload, update } = useDepositStreak();
  const { state: wheel } = useApiQuery(['deposit-streak', 'wheel'], fetchDepositStreakWheel);
  // A wheel that did not load draws empty rather than waiting forever.
  const sectors = wheel.status === 'ready' ? wheel.data : wheel.status === 'error' ? [] : null;
  const info = state.status === 'ready' ? state.data : null;
  useFeatureEnd(info?.finishedAt, close, 'depositStreak');
  useEffect(() => {
    if (info && !info.isActive) close();
  }, [info, close]);
  const skin = info?.skin ?? 'classic';

  return (
    <ModalFrame title={t('depositStreak.title')} size="md" className={styles[`skin_${skin}`]}>
      <div className={styles.body} data-deposit-streak={skin}>
        {state.status === 'loading' ? (
          <p className={styles.lead}>{t('depositStreak.loading')}</p>
        ) : state.status === 'error' || !info ? (
          <div className={styles.body}>
            <p className={styles.lead}>{t('depositStreak.failed')}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              {t('depositStreak.retry')}
            </Button>
          </div>
        ) : (
          <StreakPanel info={info} sectors={sectors} onChange={update} onStale={reload} close={close} />
        )}
      </div>
    </ModalFrame>
  );
}

function StreakPanel({
  info,
  sectors,
  onChange,
  onStale,
  close,
}: {
  info: DepositStreakInfo;
  sectors: WheelSector[] | null;
  onChange: (info: DepositStreakInfo) => void;
  onStale: () => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const prizeText = useAmountTexts().prize;
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const nextWheel = useServerCountdown(info.nextWheelAt);
  const full = info.currentCountDeposit >= info.maxNumberOfDeposit;

  const spin = useCallback(async () => {
    setError(null);
    setPhase({ step: 'asking' });
    try {
      const answer = await applyDepositStreakPrize();
      setPhase({ step: 'spinning', sectorIndex: answer.sectorIndex, prize: answer.prize, next: answer.info });
    } catch (failure) {
      setPhase({ step: 'idle' });
      setError(httpErrorText(failure, t));
      if (isHttpError(failure) && failure.status === 409) onStale();
    }
  }, [t, onStale]);

  const landed = useCallback(() => {
    setPhase((current) => {
      if (current.step !== 'spinning') return current;
      onChange(current.next);
      return { step: 'won', sectorIndex: current.sectorIndex, prize: current.prize };
    });
  }, [onChange]);

  const buy = () => {
    close();
    void navigate(localizePath(CASH_PATH, locale));
  };
  const showWheel = info.isWheelAvailable || phase.step !== 'idle';

  return (
    <>
      <p className={styles.lead}>
        {t('depositStreak.lead', { max: info.maxNumberOfDeposit, hours: info.settings.resetStreakHours })}
      </p>
      {phase.step === 'won' ? null : <StreakSteps info={info} />}
      {showWheel && sectors && sectors.length > 0 ? (
        <StreakWheel
          sectors={sectors}
          landOn={phase.step === 'spinning' || phase.step === 'won' ? phase.sectorIndex : null}
          onLanded={landed}
        />
      ) : null}
      {phase.step === 'won' ? (
        <p className={styles.won} data-streak-prize="" role="status">
          {t('depositStreak.won', { prize: prizeText(phase.prize) })}
        </p>
      ) : null}
      <FormError className={styles.error}>{error}</FormError>
      {info.isWheelAvailable && phase.step !== 'won' ? (
        <Button
          block
          onClick={() => void spin()}
          disabled={phase.step !== 'idle'}
          loading={phase.step === 'asking'}
          data-streak-spin=""
        >
          {t('depositStreak.spin')}
        </Button>
      ) : full && info.dailyWinStreakLimitExceeded && phase.step === 'idle' ? (
        <p className={styles.note} suppressHydrationWarning>
          {t('depositStreak.limit', { time: nextWheel.text })}
        </p>
      ) : phase.step === 'idle' || phase.step === 'won' ? (
        <Button block onClick={buy} data-streak-buy="">
          {t(phase.step === 'won' ? 'depositStreak.again' : 'depositStreak.buy')}
        </Button>
      ) : null}
      <button
        type="button"
        className={styles.textLink}
        onClick={() => {
          close();
          openModal(DEPOSIT_STREAK_MODALS.welcome);
        }}
      >
        {t('depositStreak.howItWorks')}
      </button>
    </>
  );
}
