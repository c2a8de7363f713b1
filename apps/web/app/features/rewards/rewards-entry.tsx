import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useFeatureStates } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { REWARDS_MODALS } from './modal-names.ts';
import styles from './rewards.module.css';

/**
 * The shell's ways into the rewards hub, with how many daily rewards can be collected now: the header's
 * button (from tablets up; phones use the tab bar) or the count on the tab bar's Rewards tab, whose own
 * button opens the hub (`className` places the count there; nothing when zero).
 */
export default function RewardsEntry({
  placement,
  className,
}: {
  placement: 'header' | 'tab';
  className?: string;
}) {
  const { t } = useTranslation();
  const ready = useFeatureStates().features.filter((f) => f.isActive && f.isAvailable).length;
  const counter = ready ? (
    <span className={cx(styles.counter, className)} data-rewards-counter={ready}>
      {ready}
    </span>
  ) : null;
  if (placement === 'tab') return counter;
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => openModal(REWARDS_MODALS.hub)}
      aria-label={ready ? t('rewards.entry.ready', { count: ready }) : t('rewards.entry.label')}
      title={t('rewards.entry.label')}
      data-rewards-entry=""
    >
      <Icon name="gift" size={20} />
      {counter}
    </button>
  );
}
