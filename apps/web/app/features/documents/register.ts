import { lazy } from 'react';
import { registerModal } from '../../lib/modals/registry.ts';

// Importing this module registers the identity verification widget (account pages open it for #verify).
registerModal('identity-verification', {
  component: lazy(() => import('./identity-verification-modal.tsx')),
  requiresPlayer: true,
});
