import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFeatureState } from '../../lib/engagement/use-engagement.ts';
import { isModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { isMiniWheelActive } from './mini-wheel-rule.ts';
import { DEPOSIT_STREAK_MODALS } from './modal-names.ts';
import { useDepositStreak } from './use-deposit-streak.ts';
import styles from './deposit-streak.module.css';

/**
 * Always mounted for a signed-in player while the streak runs: the spec's mini wheel, shown when the
 * server reports success, the wheel is available and no reset countdown runs; a tap opens the wheel.
 * The purchase that completes the streak opens the wheel by itself.
 */
export function MiniWheelRoot() {
  const { player } = useRootData();
  const feature = useFeatureState('depositStreak');
  const enabled = player !== null && feature?.isActive === true;
  return enabled ? <MiniWheel /> : null;
}

function MiniWheel() {
  const { t } = useTranslation();
  const { state } = useDepositStreak();
  const reached = useRef(false);
  const info = state.status === 'ready' ? state.data : null;
  const active = isMiniWheelActive(info);

  usePush('depositStreak', 'progressUpdate', ({ currentCountDeposit, maxNumberOfDeposit }) => {
    reached.current = currentCountDeposit >= maxNumberOfDeposit;
  });
  useEffect(() => {
    if (!active || !reached.current) return;
    reached.current = false;
    if (!isModalOpen(DEPOSIT_STREAK_MODALS.depositStreak)) openModal(DEPOSIT_STREAK_MODALS.depositStreak);
  }, [active]);

  if (!active) return null;
  return (
    <button
      type="button"
      className={styles.miniWheel}
      data-mini-wheel=""
      aria-label={t('depositStreak.miniWheel')}
      onClick={() => openModal(DEPOSIT_STREAK_MODALS.depositStreak)}
    >
      <svg viewBox="-20 -20 40 40" width="44" height="44" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <path
            key={i}
            d="M0 0 L0 -18 A18 18 0 0 1 12.73 -12.73 Z"
            transform={`rotate(${i * 45})`}
            className={i % 2 === 0 ? styles.miniA : styles.miniB}
          />
        ))}
        <circle r="4" className={styles.hub} />
      </svg>
    </button>
  );
}
