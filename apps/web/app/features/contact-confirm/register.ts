import { lazy } from 'react';
import { registerModal } from '../../lib/modals/registry.ts';

// Importing this module registers the contact confirmation modals (openModal values app-email-confirm and
// app-phone-confirm). The spec always allows them; they are for signed-in players only.
registerModal('app-email-confirm', {
  component: lazy(() => import('./email-confirm-modal.tsx')),
  requiresPlayer: true,
});

registerModal('app-phone-confirm', {
  component: lazy(() => import('./phone-confirm-modal.tsx')),
  requiresPlayer: true,
});
