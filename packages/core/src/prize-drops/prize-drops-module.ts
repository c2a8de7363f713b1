import type { PrizeDropsConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { prizeDropsFeature } from './prize-drops-feature.ts';
import { prizeDropsActivityHandler } from './win-prize-drop.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    prizeDrops: PrizeDropsConfig;
  }
}

export const prizeDropsModule = defineFeatureModule({
  ...prizeDropsFeature,
  activity: prizeDropsActivityHandler,
  appInitFlags: ({ live }) => ({ prizeDrops: { isActive: live } }),
  profileFlags: ({ live }) => ({ prizeDrops: { isActive: live } }),
  // The spec's `prizeDrops` card while drops run: the day's pool and its highest prize, from the brand's row.
  promotions: {
    position: 95,
    cards: async ({ state, base, db, brand, now }) => {
      const feature = state && liveFeature(await loadFeature(db, brand, 'prizeDrops'), now);
      return feature
        ? [
            {
              ...base,
              type: 'prizeDrops',
              data: state,
              promoOfferPreset: null,
              needDeposits: false,
              prizeCoins: feature.config.dailyPrizePool,
              grandPrize: feature.config.highestPrizePerDay,
            },
          ]
        : [];
    },
  },
  playerNotice: (message) =>
    message.type === 'prizeDrops' && message.data.isWinner
      ? { notice: 'prizeDropWon', path: '/prize-drops/', amount: String(message.data.coins) }
      : null,
});
