import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import styles from './password.module.css';

export interface ChangePasswordModalProps {
  /** Restore mode: the token of the link, or the texted code (with `phone`). */
  token?: string;
  phone?: string;
}

/**
 * Change password (sticky). With a token it sets a new password from a restore link and signs the
 * player in: app init is refetched and the player lands in the lobby.
 */
export default function ChangePasswordModal({
  close,
  token,
  phone,
}: ModalComponentProps<ChangePasswordModalProps>) {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const restore = Boolean(token);
  const isGuest = appInit.isGuest;
  const hasAutoPassword = appInit.hasAutoPassword;

  if (!restore && isGuest) {
    return (
      <ModalFrame title={t('password.change.title')} size="sm">
        <div className={styles.stack}>
          <p className={styles.lead}>{t('password.change.signInFirst')}</p>
          <Button
            block
            onClick={() => {
              close();
              openModal('login');
            }}
          >
            {t('password.change.signIn')}
          </Button>
        </div>
      </ModalFrame>
    );
  }

  const lead = restore
    ? t('password.change.restoreLead')
    : hasAutoPassword
      ? t('password.change.autoLead')
      : t('password.change.lead');

  return (
    <ModalFrame title={restore ? t('password.change.restoreTitle') : t('password.change.title')} size="sm">
      <div className={styles.stack}>
        <p className={styles.lead}>{lead}</p>
        <ChangePasswordForm
          mode={restore ? 'restore' : 'change'}
          token={token}
          phone={phone}
          hasAutoPassword={hasAutoPassword}
          onSuccess={async (message) => {
            toast.success(message);
            if (restore) {
              // The spec: after a reset the player is signed in, app init is refetched and the lobby opens.
              // Root data is not reloaded by a move to another path, so the refetch comes first.
              await revalidator.revalidate();
              await navigate(localizePath('/lobby/', localeFromPath(pathname)));
              close();
              return;
            }
            close();
            void revalidator.revalidate();
          }}
          onForgotPassword={() => {
            close();
            openModal('forgot-password', { email: appInit.email ?? '' });
          }}
          onRequestNewLink={() => {
            close();
            openModal('forgot-password');
          }}
        />
      </div>
    </ModalFrame>
  );
}
