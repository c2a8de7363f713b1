import { ScratchCardLotteryConfigSchema, type ScratchCardLotteryConfig } from '@casino/contracts';
import { coinPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * One card per purchase of $4.99 or more, two from $19.99, three from $49.99; a card can be scratched an
 * hour after the purchase and for 7 days then. Odds in docs/engagement.md ("Scratch cards").
 */
export const SCRATCH_CARDS_DEFAULT_CONFIG: ScratchCardLotteryConfig = {
  issue: [
    { minPriceCents: 499, count: 1 },
    { minPriceCents: 1999, count: 2 },
    { minPriceCents: 4999, count: 3 },
  ],
  activationDelaySeconds: 3600,
  lifetimeSeconds: 7 * 24 * 3600,
  prizes: coinPrizes([
    [400, 1_000],
    [250, 2_500],
    [150, 0, 1],
    [100, 5_000],
    [60, 0, 2],
    [30, 10_000, 1],
    [10, 0, 5],
  ]),
};

export const scratchCardsFeature: FeatureDefinition<ScratchCardLotteryConfig, 'scratchCardLottery'> = {
  key: 'scratchCardLottery',
  configSchema: ScratchCardLotteryConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: SCRATCH_CARDS_DEFAULT_CONFIG },
  // Claimed by occasion (a card, a box), never once a day.
  byOccasion: true,
};
