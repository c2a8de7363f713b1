import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { jackpotsModals } from './modals.ts';

export const jackpotsModule: FeatureModule = {
  slug: 'jackpots',
  modals: jackpotsModals,
  // The winner toast, wherever the player is.
  roots: [forPlayers(lazyExport(() => import('./jackpots-root.tsx'), 'JackpotsRoot'))],
};
