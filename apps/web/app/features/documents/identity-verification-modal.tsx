import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { VerificationStatusCard } from './verification-status-card.tsx';
import { useConfirmStatus } from './use-verification.ts';
import styles from './documents.module.css';

/** The identity verification widget: status, upload and uploads, opened by a profile-page hash with "verify". */
export default function IdentityVerificationModal(_props: ModalComponentProps) {
  const { t } = useTranslation();
  const { state, refresh } = useConfirmStatus();
  return (
    <ModalFrame title={t('documents.widget.title')} size="lg">
      <div className={styles.widget} data-widget="identity-verification">
        <p className={styles.widgetLead}>{t('documents.widget.lead')}</p>
        {state.status === 'ready' ? <VerificationStatusCard status={state.data} /> : null}
        <DocumentsPanel onChange={refresh} />
      </div>
    </ModalFrame>
  );
}
