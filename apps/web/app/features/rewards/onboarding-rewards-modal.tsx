import { useTranslation } from '../../i18n/react.tsx';
import type { PlayerReward } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import type { OnboardingRewards } from './rewards-api.ts';
import { RewardAmount } from './reward-amount.tsx';
import { useOnboardingRewards } from './use-rewards-data.ts';
import styles from './rewards.module.css';
import { Loading } from '../../components/ui/loading.tsx';

/**
 * The steps in the order a new player takes them, with the page that does each. The spec's `profile` step
 * is the verification reward: paid when the identity documents are approved, so it links to them and says so.
 */
const STEPS: { key: keyof OnboardingRewards; to: string; icon: IconName; hint?: true }[] = [
  { key: 'email', to: '/email-verify/', icon: 'bell' },
  { key: 'phone', to: '/phone-verify/', icon: 'shield' },
  { key: 'profile', to: '/account/documents/', icon: 'user', hint: true },
];

function Step({
  step,
  reward,
  close,
}: {
  step: (typeof STEPS)[number];
  reward: PlayerReward;
  close: () => void;
}) {
  const { t } = useTranslation();
  const state = reward.completed ? 'done' : reward.available ? 'todo' : 'unavailable';
  return (
    <li className={cx(styles.step, styles[state])} data-onboarding-step={step.key} data-state={state}>
      <span className={styles.stepIcon} aria-hidden="true">
        <Icon
          name={reward.completed ? 'check' : step.icon}
          size={20}
          strokeWidth={reward.completed ? 3 : 1.9}
        />
      </span>
      <span className={styles.stepText}>
        <span className={styles.stepTitle}>{t(`rewards.onboarding.steps.${step.key}.title`)}</span>
        <RewardAmount coins={reward.coins} entries={reward.entries} />
        {step.hint ? (
          <span className={styles.stepHint}>{t(`rewards.onboarding.steps.${step.key}.hint`)}</span>
        ) : null}
      </span>
      {state === 'done' ? (
        <span className={styles.done}>{t('rewards.onboarding.done')}</span>
      ) : state === 'todo' ? (
        <AppLink to={step.to} className={styles.stepLink} onClick={close}>
          {t(`rewards.onboarding.steps.${step.key}.action`)}
        </AppLink>
      ) : (
        <span className={styles.unavailable}>{t('rewards.onboarding.unavailable')}</span>
      )}
    </li>
  );
}

/** `app-onboarding-rewards`: each account step with its reward and whether it is done, linking to it. */
export default function OnboardingRewardsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const [rewards, reload] = useOnboardingRewards();
  return (
    <ModalFrame title={t('rewards.onboarding.title')} size="md">
      <div className={styles.onboarding} data-onboarding-rewards="">
        <p className={styles.lead}>{t('rewards.onboarding.lead')}</p>
        {rewards.status === 'ready' ? (
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <Step key={step.key} step={step} reward={rewards.data[step.key]} close={close} />
            ))}
          </ol>
        ) : rewards.status === 'error' ? (
          <LoadFailed className={styles.state} retry={t('rewards.retry')} onRetry={reload}>
            {t('rewards.loadFailed')}
          </LoadFailed>
        ) : (
          <Loading className={styles.state} />
        )}
      </div>
    </ModalFrame>
  );
}
