import type { DailyWheelConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { dailyRewardNotice } from '../web-push/notices.ts';
import { dailyWheelFeature } from './daily-wheel-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    dailyWheel: DailyWheelConfig;
  }
}

export const dailyWheelModule = defineFeatureModule({
  ...dailyWheelFeature,
  promotions: {
    position: 10,
    cards: async ({ state, base }) =>
      state
        ? [{ ...base, type: 'dailyWheel', data: state, promoOfferPreset: null, needDeposits: false }]
        : [],
  },
  brandNotice: dailyRewardNotice('dailyWheel'),
});
