import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';

/** The reality check dialog: sticky, so a stray tap on the backdrop does not skip it. */
export const playLimitsModals = [
  defineModal('reality-check', {
    component: lazy(() => import('./reality-check-modal.tsx')),
    requiresPlayer: true,
    sticky: true,
  }),
];
