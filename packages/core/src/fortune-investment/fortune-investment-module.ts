import type { FortuneInvestmentConfig } from '@casino/contracts';
import { fortuneInvestmentPlans } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { fortuneInvestmentFeature } from './fortune-investment-feature.ts';
import { fortuneInvestmentPromotion } from './fortune-promotion.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    fortuneInvestment: FortuneInvestmentConfig;
  }
}

export const fortuneInvestmentModule = defineFeatureModule({
  ...fortuneInvestmentFeature,
  promotions: {
    position: 50,
    cards: async (ctx) => (ctx.state ? [await fortuneInvestmentPromotion(ctx)] : []),
  },
  progress: { table: fortuneInvestmentPlans, latest: fortuneInvestmentPlans.createdAt },
});
