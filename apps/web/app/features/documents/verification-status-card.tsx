import { useTranslation } from '../../i18n/react.tsx';
import { shownConfirmStatus, type DocumentConfirmStatus } from '@casino/contracts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import styles from './documents.module.css';

type Shown = 'none' | 'pending' | 'approved' | 'rejected' | 'duplicateCredentials';

const ICONS: Record<Shown, IconName> = {
  none: 'shield',
  pending: 'info',
  approved: 'check',
  rejected: 'close',
  duplicateCredentials: 'user',
};

/** The verification state with what it means and what to do next (verified is shown as approved). */
export function VerificationStatusCard({ status }: { status: DocumentConfirmStatus | null }) {
  const { t } = useTranslation();
  const shown: Shown = shownConfirmStatus(status) ?? 'none';
  return (
    <div className={styles.statusCard} data-confirm-status={shown} role="status">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name={ICONS[shown]} size={26} />
      </span>
      <div>
        <p className={styles.statusTitle}>{t(`documents.confirm.${shown}.title`)}</p>
        <p className={styles.statusText}>{t(`documents.confirm.${shown}.text`)}</p>
      </div>
    </div>
  );
}
