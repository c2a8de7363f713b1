import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { documentsModals } from './modals.ts';

export const documentsModule: FeatureModule = {
  slug: 'documents',
  modals: documentsModals,
  roots: [forPlayers(lazyExport(() => import('./verification-toasts.tsx'), 'VerificationToasts'))],
  promotionCards: { verification: lazyExport(() => import('./promotion-card.tsx'), 'VerificationCard') },
};
