import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useFeatureStates } from '../../lib/engagement/use-engagement.ts';
import { featureModules } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { REWARDS_MODALS } from './modal-names.ts';
import styles from './rewards.module.css';

/**
 * `free-coins` (spec: free coins modal): the ways to more coins without a purchase, from what the server
 * says runs now: the rewards ready to collect (the hub opens them) and the modules' other ways (`freeCoinsWays`).
 */
export default function FreeCoinsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { features } = useFeatureStates();
  const inHub = new Set(featureModules().flatMap((module) => Object.keys(module.rewardsHub ?? {})));
  const live = features.filter((f) => f.isActive && inHub.has(f.key));
  const ready = live.filter((f) => f.isAvailable).length;
  const ways = featureModules()
    .flatMap((module) => module.freeCoinsWays ?? [])
    .filter((way) => features.some((f) => f.key === way.feature && f.isActive));
  return (
    <ModalFrame title={t('rewards.freeCoins.title')} size="sm">
      <div className={styles.hub} data-free-coins="">
        <p className={styles.lead}>{t('rewards.freeCoins.lead')}</p>
        <ul className={styles.rows}>
          <li className={styles.row} data-free-coins-way="rewards">
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{t('rewards.freeCoins.rewards.title')}</span>
              <span className={styles.rowStatus}>
                {live.length === 0
                  ? t('rewards.hub.empty')
                  : t('rewards.freeCoins.rewards.ready', { count: ready })}
              </span>
            </span>
            {live.length ? (
              <Button
                variant={ready ? 'primary' : 'secondary'}
                className={styles.rowAction}
                onClick={() => {
                  close();
                  openModal(REWARDS_MODALS.hub);
                }}
              >
                {t('rewards.hub.open')}
              </Button>
            ) : null}
          </li>
          {ways.map((way) => (
            <li key={way.feature} className={styles.row} data-free-coins-way={way.feature}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{t(way.title)}</span>
                <span className={styles.rowStatus}>{t(way.text)}</span>
              </span>
              <AppLink to={way.page} className={styles.rowLink} onClick={close}>
                {t(way.action)}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </ModalFrame>
  );
}
