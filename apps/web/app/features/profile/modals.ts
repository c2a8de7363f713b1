import { lazy } from 'react';
import { REGISTRATION_COMPLETE_MODAL } from '@casino/contracts/values';
import { defineModal } from '../../lib/modals/registry.ts';

// The registration complete popup (sticky: a half-typed password is not thrown away by a stray click), for a
// signed-in player whose registration is incomplete, on brands without the page (docs/brands.md).
export const profileModals = [
  defineModal(REGISTRATION_COMPLETE_MODAL, {
    component: lazy(() => import('./registration-complete-modal.tsx')),
    sticky: true,
    requiresPlayer: true,
    isEnabled: (ctx) =>
      ctx.brand?.capabilities.registrationCompletePage === false &&
      ctx.appInit?.registrationComplete === false,
  }),
];
