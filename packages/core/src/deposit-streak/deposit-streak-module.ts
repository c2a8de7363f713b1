import type { DepositStreakConfig } from '@casino/contracts';
import { depositStreaks } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { depositStreakActivity } from './count-streak-deposit.ts';
import { depositStreakFeature } from './deposit-streak-feature.ts';
import { depositStreakPromotion } from './get-deposit-streak.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    depositStreak: DepositStreakConfig;
  }
}

export const depositStreakModule = defineFeatureModule({
  ...depositStreakFeature,
  // Each completed purchase moves the player's streak.
  activity: depositStreakActivity,
  appInitFlags: ({ live }) => ({ depositStreak: { isActive: live } }),
  profileFlags: ({ feature, live }) => ({
    depositStreak: {
      isActive: live,
      skin: live ? (feature?.config.skin ?? depositStreakFeature.defaults.config.skin) : null,
    },
  }),
  // A card while the player's streak runs (or its wheel waits).
  promotions: {
    position: 20,
    async cards(ctx) {
      const streak = await depositStreakPromotion(ctx.db, ctx);
      if (!streak) return [];
      const howWorks = ['depositStreak.buy', 'depositStreak.keep', 'depositStreak.spin'];
      return [{ ...ctx.base, type: 'depositStreak', data: streak, promoOfferPreset: null, howWorks }];
    },
  },
  progress: { table: depositStreaks, latest: depositStreaks.updatedAt },
});
