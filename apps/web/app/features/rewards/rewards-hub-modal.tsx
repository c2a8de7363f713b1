import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FeatureKey, FeatureState, FreeSpinGrant } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useFeatureStates, useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { featureModules, type RewardsHubEntry } from '../../lib/feature-module.ts';
import { isModalRegistered, type ModalComponentProps } from '../../lib/modals/registry.ts';
import { REWARDS_MODALS } from './modal-names.ts';
import { useFreeSpins, useOnboardingRewards } from './use-rewards-data.ts';
import styles from './rewards.module.css';

/** A feature's row of the hub, from the feature modules: a feature without one is not in the hub. */
const hubEntry = (key: FeatureKey): RewardsHubEntry | undefined =>
  featureModules().find((module) => module.rewardsHub?.[key])?.rewardsHub?.[key];

function Row({
  icon,
  title,
  status,
  ready,
  action,
  name,
}: {
  icon: IconName;
  title: string;
  status: string;
  ready: boolean;
  action: ReactNode;
  name: string;
}) {
  return (
    <li className={cx(styles.row, ready && styles.ready)} data-reward={name} data-ready={ready}>
      <span className={styles.rowIcon} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowStatus} suppressHydrationWarning>
          {status}
        </span>
      </span>
      {action}
    </li>
  );
}

function FeatureRow({
  feature,
  entry,
  close,
}: {
  feature: FeatureState;
  entry: RewardsHubEntry;
  close: () => void;
}) {
  const { t } = useTranslation();
  const countdown = useServerCountdown(feature.isAvailable ? null : feature.nextPeriodAt);
  const modal = entry.modals.find(isModalRegistered) ?? null;
  const status = feature.isAvailable
    ? t('rewards.hub.ready')
    : feature.nextPeriodAt && !countdown.finished
      ? t('rewards.hub.nextIn', { time: countdown.text })
      : feature.nextPeriodAt === null
        ? t('rewards.hub.byOccasion')
        : entry.byPlay
          ? t('rewards.hub.byPlay')
          : feature.nextPeriodAt && !countdown.finished
            ? t('rewards.hub.nextIn', { time: countdown.text })
            : t('rewards.hub.later');
  return (
    <Row
      name={feature.key}
      icon={entry.icon}
      title={t(`rewards.hub.features.${feature.key}`)}
      status={status}
      ready={feature.isAvailable}
      action={
        modal ? (
          <Button
            variant={feature.isAvailable ? 'primary' : 'secondary'}
            className={styles.rowAction}
            onClick={() => openModal(modal)}
          >
            {feature.isAvailable ? t('rewards.hub.collect') : t('rewards.hub.open')}
          </Button>
        ) : entry.page ? (
          <AppLink to={entry.page} className={styles.rowLink} onClick={close}>
            {feature.isAvailable ? t('rewards.hub.collect') : t('rewards.hub.open')}
          </AppLink>
        ) : null
      }
    />
  );
}

function FreeSpinRow({ grant, close }: { grant: FreeSpinGrant; close: () => void }) {
  const { t } = useTranslation();
  const countdown = useServerCountdown(grant.endDate);
  const slug = new URL(grant.link, 'http://x').searchParams.get('game') ?? grant.gameId;
  return (
    <Row
      name="freeSpins"
      icon="ticket"
      title={t('rewards.hub.freeSpins.item', { count: grant.freeSpinCount, game: titleFromSlug(slug) })}
      status={t('rewards.hub.freeSpins.expiresIn', { time: countdown.text })}
      ready
      action={
        <AppLink to={grant.link} className={styles.rowLink} onClick={close}>
          {t('rewards.hub.freeSpins.play')}
        </AppLink>
      }
    />
  );
}

function OnboardingRow() {
  const { t } = useTranslation();
  const [rewards] = useOnboardingRewards();
  if (rewards.status !== 'ready') return null;
  const steps = Object.values(rewards.data);
  const done = steps.filter((step) => step.completed).length;
  const open = steps.some((step) => step.available && !step.completed);
  return (
    <Row
      name="onboarding"
      icon="user"
      title={t('rewards.hub.onboarding.title')}
      status={
        done === steps.length
          ? t('rewards.hub.onboarding.allDone')
          : t('rewards.hub.onboarding.progress', { done, total: steps.length })
      }
      ready={open}
      action={
        <Button
          variant="secondary"
          className={styles.rowAction}
          onClick={() => openModal(REWARDS_MODALS.onboarding)}
        >
          {t('rewards.hub.open')}
        </Button>
      }
    />
  );
}

/**
 * `rewards`: every live daily feature with its state and countdown, the free spins waiting to be played
 * and the onboarding steps, each with the button that opens it. A modal (not a page) so the phone bar's
 * tab and the header open it over whatever the player is doing, and closing it returns them there.
 */
export default function RewardsHubModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { features, priority } = useFeatureStates();
  const rank = (key: FeatureKey) => (priority.includes(key) ? priority.indexOf(key) : priority.length);
  const live = features
    .filter((f) => f.isActive)
    .flatMap((feature) => {
      const entry = hubEntry(feature.key);
      return entry ? [{ feature, entry }] : [];
    })
    .sort((a, b) => rank(a.feature.key) - rank(b.feature.key));
  const freeSpins = useFreeSpins();
  const grants = freeSpins.status === 'ready' ? freeSpins.data.filter((g) => g.freeSpinCount > 0) : [];
  return (
    <ModalFrame title={t('rewards.hub.title')} size="md">
      <div className={styles.hub} data-rewards-hub="">
        <p className={styles.lead}>{t('rewards.hub.lead')}</p>
        <ul className={styles.rows}>
          {live.map(({ feature, entry }) => (
            <FeatureRow key={feature.key} feature={feature} entry={entry} close={close} />
          ))}
          {grants.map((grant) => (
            <FreeSpinRow key={grant.freeSpinId} grant={grant} close={close} />
          ))}
          <OnboardingRow />
        </ul>
        {live.length === 0 && grants.length === 0 ? (
          <p className={styles.empty}>{t('rewards.hub.empty')}</p>
        ) : null}
      </div>
    </ModalFrame>
  );
}
