import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { MAGIC_BOX_MODALS, magicBoxModals } from './modals.ts';

export const magicBoxModule: FeatureModule = {
  slug: 'magic-box',
  modals: magicBoxModals,
  promotionCards: { magicBox: lazyExport(() => import('./promotion-card.tsx'), 'MagicBoxCard') },
  rewardsHub: { magicBox: { icon: 'gift', modals: [MAGIC_BOX_MODALS.magicBox] } },
};
