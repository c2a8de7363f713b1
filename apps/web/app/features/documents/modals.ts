import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';

// The identity verification widget (account pages open it for #verify).
export const documentsModals = [
  defineModal('identity-verification', {
    component: lazy(() => import('./identity-verification-modal.tsx')),
    requiresPlayer: true,
  }),
];
