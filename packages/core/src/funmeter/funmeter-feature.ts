import { FunMeterConfigSchema, type FunMeterConfig, type WeightedPrize } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const prize = (weight: number, coins: number, entries = 0): WeightedPrize => ({
  weight,
  prize: { coins, entries, freeSpins: null },
});

/** Full at 50,000 play points (50,000 coins or 10 entries bet); the odds are in docs/engagement.md. */
export const FUN_METER_DEFAULT_CONFIG: FunMeterConfig = {
  playPoints: { perCoin: 1, perEntryHundredth: 50 },
  capacity: 50_000,
  prizes: [prize(500, 1_000), prize(300, 2_500), prize(150, 0, 1), prize(45, 10_000), prize(5, 25_000, 5)],
};

export const funMeterFeature: FeatureDefinition<FunMeterConfig, 'funMeter'> = {
  key: 'funMeter',
  configSchema: FunMeterConfigSchema,
  defaults: { priority: 60, schedule: ALWAYS_DAILY, config: FUN_METER_DEFAULT_CONFIG },
  // Claimed by occasion (a fill, a spin, a section), never once a day.
  byOccasion: true,
};
