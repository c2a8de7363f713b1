import type { FeatureModule } from '../../lib/feature-module.ts';
import { SCRATCH_CARDS_MODALS, scratchCardsModals } from './modals.ts';

export const scratchCardsModule: FeatureModule = {
  slug: 'scratch-cards',
  modals: scratchCardsModals,
  rewardsHub: { scratchCardLottery: { icon: 'ticket', modals: [SCRATCH_CARDS_MODALS.scratchCards] } },
  mainNav: [{ to: '/scratch-cards/', label: 'scratchCards', icon: 'ticket', position: 30 }],
};
