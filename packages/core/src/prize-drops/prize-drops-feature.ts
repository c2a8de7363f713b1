import { PRIZE_DROPS_DEFAULTS, PrizeDropsConfigSchema, type PrizeDropsConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * The spec's defaults: a pool of 100,000 coins a day in 500 prizes, none above 5,000, for bets of at least
 * 20. Ten gold prizes of 5,000, ninety silver of 200 and four hundred bronze of 80: exactly the pool
 * (odds in docs/engagement.md).
 */
export const PRIZE_DROPS_DEFAULT_CONFIG: PrizeDropsConfig = {
  ...PRIZE_DROPS_DEFAULTS,
  levels: [
    { level: 3, count: 10, coins: 5_000 },
    { level: 2, count: 90, coins: 200 },
    { level: 1, count: 400, coins: 80 },
  ],
};

export const prizeDropsFeature: FeatureDefinition<PrizeDropsConfig, 'prizeDrops'> = {
  key: 'prizeDrops',
  configSchema: PrizeDropsConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: PRIZE_DROPS_DEFAULT_CONFIG },
  // Claimed by occasion (a drop won, a card played), never once a day.
  byOccasion: true,
};
