import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import { TERMS_MODAL } from './freeze.ts';
import type { TermsModalProps } from './terms-modal.tsx';

// The terms confirmation: sticky, players only, and the one modal allowed on the geoblock page (spec).
// A chunk of its own (guests never see it); the page stays frozen while it loads.
export const termsModals = [
  defineModal<TermsModalProps>(TERMS_MODAL, {
    component: lazy(() => import('./terms-modal.tsx')),
    sticky: true,
    requiresPlayer: true,
    allowedOnGeoblock: true,
  }),
];
