import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { cashierModals } from './modals.ts';

export const cashierModule: FeatureModule = {
  slug: 'cashier',
  modals: cashierModals,
  roots: [forPlayers(lazyExport(() => import('./cash-host.tsx'), 'CashHost'))],
};
