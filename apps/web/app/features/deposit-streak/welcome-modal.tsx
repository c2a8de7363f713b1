import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localizePath } from '../../i18n/locale.ts';
import { useFeatureEnd } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { DEPOSIT_STREAK_MODALS } from './modal-names.ts';
import { useDepositStreak } from './use-deposit-streak.ts';
import styles from './deposit-streak.module.css';

/** `app-deposit-streak-welcome`: how the streak works, with the brand's numbers from the server. */
export default function DepositStreakWelcomeModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const { state } = useDepositStreak();
  const info = state.status === 'ready' ? state.data : null;
  useFeatureEnd(info?.finishedAt, close, 'depositStreak');
  const skin = info?.skin ?? 'classic';
  return (
    <ModalFrame title={t('depositStreak.welcome.title')} size="md" className={styles[`skin_${skin}`]}>
      <div className={styles.body} data-deposit-streak-welcome={skin}>
        {info?.images.welcome ? (
          <img className={styles.welcomeImage} src={info.images.welcome} alt="" width={160} height={120} />
        ) : null}
        {info ? (
          <ol className={styles.rules}>
            <li>{t('depositStreak.welcome.buy', { max: info.maxNumberOfDeposit })}</li>
            <li>{t('depositStreak.welcome.keep', { hours: info.settings.resetStreakHours })}</li>
            <li>{t('depositStreak.welcome.spin', { count: info.settings.dailyWinLimit })}</li>
          </ol>
        ) : (
          <p className={styles.lead}>
            {t(state.status === 'error' ? 'depositStreak.failed' : 'depositStreak.loading')}
          </p>
        )}
        <Button
          block
          onClick={() => {
            close();
            void navigate(localizePath('/cash/deposit-by-money/', locale));
          }}
        >
          {t('depositStreak.buy')}
        </Button>
        <button
          type="button"
          className={styles.textLink}
          onClick={() => {
            close();
            openModal(DEPOSIT_STREAK_MODALS.depositStreak);
          }}
        >
          {t('depositStreak.welcome.seeStreak')}
        </button>
      </div>
    </ModalFrame>
  );
}
