import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginApplyResponse, DailyLoginInfo } from '@casino/contracts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { toast } from '../../components/ui/toast.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { DailyLoginActions } from './daily-login-actions.tsx';
import { useDailyLogin } from './daily-login-store.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';
import styles from './daily-login.module.css';
import { Loading } from '../../components/ui/loading.tsx';

/**
 * The body both daily-login modals share: loading and failure states, the missed-day notice, the levels
 * (drawn by `children`) and the actions. A claim closes the modal and congratulates in `app-playback`.
 */
export function DailyLoginView({
  close,
  children,
}: {
  close: () => void;
  children: (info: DailyLoginInfo) => ReactNode;
}) {
  const { t } = useTranslation();
  const { info, status, refresh, claim } = useDailyLogin();

  if (!info)
    return status === 'error' ? (
      <LoadFailed className={styles.state} retry={t('dailyLogin.retry')} onRetry={refresh}>
        {t('dailyLogin.loadFailed')}
      </LoadFailed>
    ) : (
      <Loading className={styles.state}>{t('dailyLogin.loading')}</Loading>
    );

  const onClaimed = (answer: DailyLoginApplyResponse) => {
    close();
    openModal(DAILY_LOGIN_MODALS.playback, { level: answer.level, prizes: answer.prizes });
    // The level's Entries were not paid where the player's state is closed: the server's sentence says why.
    if (answer.entriesWithheld) toast(answer.entriesWithheld.message, { duration: 15_000 });
  };
  return (
    <div className={styles.view} data-daily-login-type={info.type}>
      {info.streakReset ? (
        <p className={styles.reset} role="status" data-daily-login-reset="">
          {t('dailyLogin.streakReset')}
        </p>
      ) : null}
      {children(info)}
      <DailyLoginActions info={info} claim={claim} refresh={refresh} onClaimed={onClaimed} />
    </div>
  );
}
