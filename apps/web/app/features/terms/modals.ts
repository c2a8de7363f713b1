import { defineModal } from '../../lib/modals/registry.ts';
import { TERMS_MODAL } from './freeze.ts';
import TermsModal, { type TermsModalProps } from './terms-modal.tsx';

// The terms confirmation: sticky, players only, and the one modal allowed on the geoblock page (spec).
// Loaded eagerly: it may be the first thing a player sees.
export const termsModals = [
  defineModal<TermsModalProps>(TERMS_MODAL, {
    component: TermsModal,
    sticky: true,
    requiresPlayer: true,
    allowedOnGeoblock: true,
  }),
];
