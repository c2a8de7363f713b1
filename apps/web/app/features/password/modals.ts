import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import type { ChangePasswordModalProps } from './change-password-modal.tsx';
import type { ForgotPasswordModalProps } from './forgot-password-modal.tsx';

// The password modals. Change password is sticky (STICKY_MODALS): a stray click must not throw away a
// half-typed new password.
export const passwordModals = [
  defineModal<ChangePasswordModalProps>('change-password', {
    component: lazy(() => import('./change-password-modal.tsx')),
    sticky: true,
  }),
  defineModal<ForgotPasswordModalProps>('forgot-password', {
    component: lazy(() => import('./forgot-password-modal.tsx')),
  }),
  // The spec's "forgot-password-failed" modal: the same modal, opened on its failed state.
  defineModal('forgot-password-failed', {
    component: lazy(() => import('./forgot-password-failed-modal.tsx')),
  }),
];
