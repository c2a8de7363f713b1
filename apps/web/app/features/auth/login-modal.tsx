import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { LoginForm } from './login-form.tsx';

export interface LoginModalProps {
  /** Extra step after sign-in (e.g. resume what the guest tried to do). */
  onSuccess?: () => void;
}

export default function LoginModal({ close, onSuccess }: ModalComponentProps<LoginModalProps>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <ModalFrame title={t('auth.login.title')} size="sm">
      <LoginForm
        onSuccess={() => {
          close();
          // The root loader re-reads app init, now with the session: the shell switches to the player view.
          void revalidator.revalidate();
          onSuccess?.();
        }}
        onSwitchToSignup={() => {
          close();
          openModal('signup');
        }}
      />
    </ModalFrame>
  );
}
