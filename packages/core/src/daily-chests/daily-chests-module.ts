import type { DailyChestsConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { dailyRewardNotice } from '../web-push/notices.ts';
import { dailyChestsFeature } from './daily-chests-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    dailyChests: DailyChestsConfig;
  }
}

export const dailyChestsModule = defineFeatureModule({
  ...dailyChestsFeature,
  // Chests only for players with a confirmed phone.
  seedConfig: ({ brand }) =>
    brand === 'scarletSands'
      ? { ...dailyChestsFeature.defaults.config, requiresPhone: true }
      : dailyChestsFeature.defaults.config,
  brandNotice: dailyRewardNotice('dailyChests'),
});
