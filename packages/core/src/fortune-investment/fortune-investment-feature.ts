import { FortuneInvestmentConfigSchema, type FortuneInvestmentConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/** Three plans: each pays back more than its price over its days (docs/engagement.md, "Fortune investment"). */
export const FORTUNE_INVESTMENT_DEFAULT_CONFIG: FortuneInvestmentConfig = {
  packages: [
    { id: 'bronze', priceCoins: 5_000, dailyCoins: 1_000, dailyEntries: 0, days: 7 },
    { id: 'silver', priceCoins: 50_000, dailyCoins: 9_000, dailyEntries: 0.5, days: 7 },
    { id: 'gold', priceCoins: 200_000, dailyCoins: 20_000, dailyEntries: 2, days: 14 },
  ],
};

export const fortuneInvestmentFeature: FeatureDefinition<FortuneInvestmentConfig, 'fortuneInvestment'> = {
  key: 'fortuneInvestment',
  configSchema: FortuneInvestmentConfigSchema,
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: FORTUNE_INVESTMENT_DEFAULT_CONFIG },
  // Claimed by occasion (a break, a plan's day), never once a day.
  byOccasion: true,
};
