import { lazy } from 'react';
import { registerModal } from '../../lib/modals/registry.ts';

// Importing this module registers the consent modals. Consent is a legal duty on every page,
// the geoblock page included, and it is not a player feature, so guests get it too.
registerModal('cookie-settings', {
  component: lazy(() => import('./cookie-settings-modal.tsx')),
  allowedOnGeoblock: true,
});

registerModal('cookie-policy', {
  component: lazy(() => import('./cookie-policy-modal.tsx')),
  allowedOnGeoblock: true,
});
