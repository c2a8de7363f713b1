import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { SignupForm } from './signup-form.tsx';

export interface SignupModalProps {
  onSuccess?: () => void;
  /** Where the sign-up was offered; becomes the registration source. */
  location?: string;
  /** Above the form, from the composition (the state and age rules' notice); a lazy chunk of its own. */
  notice?: ComponentType;
}

export default function SignupModal({
  close,
  onSuccess,
  location,
  notice: Notice,
}: ModalComponentProps<SignupModalProps>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <ModalFrame title={t('auth.signup.title')} size="sm">
      {Notice ? (
        <Suspense fallback={null}>
          <Notice />
        </Suspense>
      ) : null}
      <SignupForm
        location={location}
        onSuccess={() => {
          close();
          void revalidator.revalidate();
          onSuccess?.();
        }}
        onSwitchToLogin={() => {
          close();
          openModal('login');
        }}
      />
    </ModalFrame>
  );
}
