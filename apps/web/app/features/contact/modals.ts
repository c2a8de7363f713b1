import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';

// The contact confirmation modals (openModal values app-email-confirm and app-phone-confirm). The spec
// always allows them; they are for signed-in players only.
export const contactConfirmModals = [
  defineModal('app-email-confirm', {
    component: lazy(() => import('./email-confirm-modal.tsx')),
    requiresPlayer: true,
  }),
  defineModal('app-phone-confirm', {
    component: lazy(() => import('./phone-confirm-modal.tsx')),
    requiresPlayer: true,
  }),
];
