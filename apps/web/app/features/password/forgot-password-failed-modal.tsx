import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import ForgotPasswordModal from './forgot-password-modal.tsx';

/** The forgot-password modal opened on its failed state: a restore link that no longer works. */
export default function ForgotPasswordFailedModal(props: ModalComponentProps) {
  return <ForgotPasswordModal {...props} state="failed" />;
}
