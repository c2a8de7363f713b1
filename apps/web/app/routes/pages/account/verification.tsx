import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/verification';
import { AppLink } from '../../../components/shell/app-link.tsx';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { Button } from '../../../components/ui/button.tsx';
import { IDENTITY_VERIFICATION_MODAL, VerificationStatusCard } from '../../../features/documents/index.ts';
import { openModal } from '../../../lib/modals/open-modal.ts';
import ui from '../../../styles/ui.module.css';
import { useAccount } from './account-context.ts';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.verification');

const STATES = ['none', 'pending', 'approved', 'rejected', 'duplicateCredentials'] as const;

export default function VerificationPage() {
  const { t } = useTranslation();
  const { confirmStatus } = useAccount();
  const approved = confirmStatus === 'approved' || confirmStatus === 'verified';
  return (
    <>
      <section className={cx(ui.card, styles.card)} aria-labelledby="verification-title">
        <div>
          <h2 id="verification-title" className={styles.cardTitle}>
            {t('account.verification.title')}
          </h2>
          <p className={styles.lead}>{t('account.verification.lead')}</p>
        </div>
        {confirmStatus === undefined ? (
          <p className={styles.lead} role="status">
            {t('profile.loading')}
          </p>
        ) : (
          <VerificationStatusCard status={confirmStatus} />
        )}
        <div className={styles.actions}>
          {approved ? null : (
            <Button onClick={() => openModal(IDENTITY_VERIFICATION_MODAL)}>
              {t('account.verification.start')}
            </Button>
          )}
          {confirmStatus === 'duplicateCredentials' ? (
            <AppLink to="/account/duplicate-account" className={cx(ui.button, ui.ghost)}>
              {t('account.verification.duplicateLink')}
            </AppLink>
          ) : null}
        </div>
      </section>
      <section className={cx(ui.card, styles.card)} aria-labelledby="verification-states-title">
        <h2 id="verification-states-title" className={styles.cardTitle}>
          {t('account.verification.statesTitle')}
        </h2>
        <dl className={styles.states}>
          {STATES.map((state) => (
            <div key={state}>
              <dt>{t(`documents.confirm.${state}.title`)}</dt>
              <dd>{t(`documents.confirm.${state}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
