import type { FeatureModule } from '../../lib/feature-module.ts';
import { MINI_GAMES_MODALS } from './modal-names.ts';
import { miniGamesModals } from './modals.ts';

export const miniGamesModule: FeatureModule = {
  slug: 'mini-games',
  modals: miniGamesModals,
  rewardsHub: {
    adventureMap: { icon: 'globe', modals: [MINI_GAMES_MODALS.adventureMap] },
    funMeter: { icon: 'flame', modals: [MINI_GAMES_MODALS.funMeter] },
    miniGameSlot: { icon: 'coins', modals: [MINI_GAMES_MODALS.miniGameSlot] },
  },
};
