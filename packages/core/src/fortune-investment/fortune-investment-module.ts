import type { FortuneInvestmentConfig } from '@casino/contracts';
import { fortuneInvestmentPlans } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { fortuneInvestmentFeature } from './fortune-investment-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    fortuneInvestment: FortuneInvestmentConfig;
  }
}

export const fortuneInvestmentModule = defineFeatureModule({
  ...fortuneInvestmentFeature,
  // No promotions card: fortuneInvestment is not one of the spec's promotion types; the rewards hub links its page.
  progress: { table: fortuneInvestmentPlans, latest: fortuneInvestmentPlans.createdAt },
});
