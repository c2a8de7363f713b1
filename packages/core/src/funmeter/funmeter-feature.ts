import { FunMeterConfigSchema, type FunMeterConfig } from '@casino/contracts';
import { weightedPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/** Full at 50,000 play points (50,000 coins or 10 entries bet); the odds are in docs/engagement.md. */
export const FUN_METER_DEFAULT_CONFIG: FunMeterConfig = {
  playPoints: { perCoin: 1, perEntryHundredth: 50 },
  capacity: 50_000,
  prizes: weightedPrizes([
    [500, 1_000],
    [300, 2_500],
    [150, 0, 1],
    [45, 10_000],
    [5, 25_000, 5],
  ]),
};

export const funMeterFeature: FeatureDefinition<FunMeterConfig, 'funMeter'> = {
  key: 'funMeter',
  configSchema: FunMeterConfigSchema,
  defaults: { priority: 60, schedule: ALWAYS_DAILY, config: FUN_METER_DEFAULT_CONFIG },
  // Claimed by occasion (a fill, a spin, a section), never once a day.
  byOccasion: true,
};
