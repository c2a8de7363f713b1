import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Button } from '../../components/ui/button.tsx';
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
        <div className={styles.state} data-change-password="done">
          <span className={styles.stateIcon}>
            <svg
              viewBox="0 0 24 24"
              width="30"
              height="30"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.9"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M8 12.5l2.6 2.6L16 9.5" />
            </svg>
          </span>
          <h2 className={styles.stateTitle}>{done}</h2>
          <p className={styles.stateText}>{t('password.page.doneText')}</p>
          <div className={styles.actions}>
            <AppLink to="/lobby/" className={cx(ui.button, ui.primary)}>
              {t('password.page.backToLobby')}
            </AppLink>
            <Button variant="link" onClick={() => setDone(null)}>
              {t('password.page.again')}
            </Button>
          </div>
        </div>
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
