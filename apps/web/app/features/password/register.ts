import { lazy } from 'react';
import { registerModal } from '../../lib/modals/registry.ts';
import type { ChangePasswordModalProps } from './change-password-modal.tsx';
import type { ForgotPasswordModalProps } from './forgot-password-modal.tsx';

// Importing this module registers the password modals. Change password is sticky (STICKY_MODALS):
// a stray click must not throw away a half-typed new password.
registerModal<ChangePasswordModalProps>('change-password', {
  component: lazy(() => import('./change-password-modal.tsx')),
  sticky: true,
});

registerModal<ForgotPasswordModalProps>('forgot-password', {
  component: lazy(() => import('./forgot-password-modal.tsx')),
});

// The spec's "forgot-password-failed" modal: the same modal, opened on its failed state.
registerModal('forgot-password-failed', {
  component: lazy(() => import('./forgot-password-failed-modal.tsx')),
});
