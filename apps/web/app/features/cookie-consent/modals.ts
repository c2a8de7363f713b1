import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';

// The consent modals. Consent is a legal duty on every page, the geoblock page included, and it is not
// a player feature, so guests get it too.
export const cookieConsentModals = [
  defineModal('cookie-settings', {
    component: lazy(() => import('./cookie-settings-modal.tsx')),
    allowedOnGeoblock: true,
  }),
  defineModal('cookie-policy', {
    component: lazy(() => import('./cookie-policy-modal.tsx')),
    allowedOnGeoblock: true,
  }),
];
