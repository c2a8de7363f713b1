import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const redeemModule: FeatureModule = {
  slug: 'redeem',
  roots: [forPlayers(lazyExport(() => import('./redeem-toasts.tsx'), 'RedeemToasts'))],
};
