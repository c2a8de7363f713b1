import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { PRIZE_DROPS_MODALS } from './modal-names.ts';
import { prizeDropsModals } from './modals.ts';

export const prizeDropsModule: FeatureModule = {
  slug: 'prize-drops',
  modals: prizeDropsModals,
  // The win modal and toasts, wherever the player is.
  roots: [forPlayers(lazyExport(() => import('./prize-drops-root.tsx'), 'PrizeDropsRoot'))],
  popups: async () => (await import('./popups.ts')).prizeDropsPopups,
  promotionCards: {
    prizeDrops: lazyExport(() => import('./promotion-card.tsx'), 'PrizeDropsCard'),
  },
  rewardsHub: { prizeDrops: { icon: 'drop', modals: [PRIZE_DROPS_MODALS.prizeDrops] } },
  waysToWin: [{ name: 'prizeDrops', feature: 'prizeDrops', to: '/prize-drops/', icon: 'drop', position: 20 }],
  mainNav: [{ to: '/prize-drops/', label: 'prizeDrops', icon: 'drop', position: 20 }],
};
