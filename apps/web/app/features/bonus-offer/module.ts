import type { FeatureModule } from '../../lib/feature-module.ts';
import { BONUS_OFFER_MODALS, bonusOfferModals } from './modals.ts';

// The chests open in their own modal where there is one, else inside the wheel's.
export const bonusOfferModule: FeatureModule = {
  slug: 'bonus-offer',
  modals: bonusOfferModals,
  popups: async () => [
    { feature: 'dailyWheel', modal: BONUS_OFFER_MODALS.dailyWheel },
    { feature: 'dailyChests', modal: BONUS_OFFER_MODALS.dailyChests },
  ],
  rewardsHub: {
    dailyWheel: { icon: 'sparkle', modals: [BONUS_OFFER_MODALS.dailyWheel] },
    dailyChests: { icon: 'gift', modals: [BONUS_OFFER_MODALS.dailyChests, BONUS_OFFER_MODALS.dailyWheel] },
  },
};
