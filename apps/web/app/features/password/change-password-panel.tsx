import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusCard } from '../../components/ui/form/status-card.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import ui from '../../styles/ui.module.css';
import styles from './password.module.css';

/** The /change-password page's card: the form, then a confirmation once the password changed. */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const revalidator = useRevalidator();
  const [done, setDone] = useState<string | null>(null);
  const hasAutoPassword = appInit.hasAutoPassword;
  return (
    <div className={styles.card}>
      {done ? (
        <StatusCard icon="check" title={done} data-change-password="done">
          <p className={styles.stateText}>{t('password.page.doneText')}</p>
          <div className={styles.actions}>
            <AppLink to="/lobby/" className={cx(ui.button, ui.primary)}>
              {t('password.page.backToLobby')}
            </AppLink>
            <Button variant="link" onClick={() => setDone(null)}>
              {t('password.page.again')}
            </Button>
          </div>
        </StatusCard>
      ) : (
        <div className={styles.stack}>
          <p className={styles.lead}>
            {hasAutoPassword ? t('password.change.autoLead') : t('password.change.lead')}
          </p>
          <ChangePasswordForm
            mode="change"
            hasAutoPassword={hasAutoPassword}
            onSuccess={(message) => {
              setDone(message);
              void revalidator.revalidate();
            }}
            onForgotPassword={() => openModal('forgot-password', { email: appInit.email ?? '' })}
          />
        </div>
      )}
    </div>
  );
}
