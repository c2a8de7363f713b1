import { useTranslation } from 'react-i18next';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useFeatureStates } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { REWARDS_MODALS } from './modal-names.ts';
import styles from './rewards.module.css';

/** How many daily rewards can be collected now. */
function useReadyCount(): number {
  return useFeatureStates().features.filter((f) => f.isActive && f.isAvailable).length;
}

/** The count on the phone bar's Rewards tab (nothing when zero). */
export function RewardsCounter({ className }: { className?: string }) {
  const count = useReadyCount();
  if (count === 0) return null;
  return (
    <span className={cx(styles.counter, className)} data-rewards-counter={count}>
      {count}
    </span>
  );
}

/** The header's way into the rewards hub (from tablets up; phones use the bottom bar's tab). */
export function RewardsEntry() {
  const { t } = useTranslation();
  const count = useReadyCount();
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => openModal(REWARDS_MODALS.hub)}
      aria-label={count ? t('rewards.entry.ready', { count }) : t('rewards.entry.label')}
      data-rewards-entry=""
    >
      <Icon name="gift" size={20} />
      {count ? <span className={styles.counter}>{count}</span> : null}
    </button>
  );
}
