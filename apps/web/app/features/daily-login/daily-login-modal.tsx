import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { DailyLoginView } from './daily-login-view.tsx';
import { LevelTrack } from './level-track.tsx';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';
import styles from './daily-login.module.css';

/** `daily-login`: the run's levels, today's claim or the next level's countdown; the map one tap away. */
export default function DailyLoginModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  // The brand's look is known before the info arrives, so the title does not change under the player.
  const train = appInit.dailyLogin.type === 'dailyLoginTrain';
  return (
    <ModalFrame
      title={train ? t('dailyLogin.train.title') : t('dailyLogin.title')}
      size="lg"
      className={train ? styles.trainFrame : styles.frame}
    >
      <div data-daily-login="">
        <DailyLoginView close={close}>
          {(info) => (
            <>
              <p className={styles.lead}>
                {t(train ? 'dailyLogin.train.lead' : 'dailyLogin.lead', { levels: info.levels })}
              </p>
              <LevelTrack info={info} />
              <button
                type="button"
                className={styles.mapLink}
                onClick={() => {
                  close();
                  openModal(DAILY_LOGIN_MODALS.map);
                }}
              >
                {t('dailyLogin.openMap')}
              </button>
            </>
          )}
        </DailyLoginView>
      </div>
    </ModalFrame>
  );
}
