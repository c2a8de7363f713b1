import type { BrandKey, DailyLoginConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { dailyRewardNotice } from '../web-push/notices.ts';
import { dailyLoginFeature } from './daily-login-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    dailyLogin: DailyLoginConfig;
  }
}

/** Brands that seed the daily login's train look. */
const TRAIN_BRANDS: readonly BrandKey[] = ['tao', 'funrize'];

export const dailyLoginModule = defineFeatureModule({
  ...dailyLoginFeature,
  appInitFlags: ({ feature, live }) => ({
    dailyLogin: { isActive: live, type: feature?.config.type ?? 'default' },
  }),
  profileFlags: ({ live }) => ({ dailyLogin: { isActive: live } }),
  promotions: {
    position: 10,
    cards: async ({ state, base }) =>
      state
        ? [{ ...base, type: 'dailyLogin', data: state, promoOfferPreset: null, needDeposits: false }]
        : [],
  },
  seedConfig: ({ brand }) =>
    TRAIN_BRANDS.includes(brand)
      ? { ...dailyLoginFeature.defaults.config, type: 'dailyLoginTrain' }
      : dailyLoginFeature.defaults.config,
  brandNotice: dailyRewardNotice('dailyLogin'),
});
