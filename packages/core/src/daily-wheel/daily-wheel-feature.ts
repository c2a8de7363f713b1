import { DailyWheelConfigSchema, type DailyWheelConfig } from '@casino/contracts';
import { weightedPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * Ten sectors of coins and entries, and one of free spins on Melons Quest (a seeded in-house game on the
 * triple-sevens engine) at its 25 bet level; the odds are in docs/engagement.md.
 */
export const DAILY_WHEEL_DEFAULT_CONFIG: DailyWheelConfig = {
  sectors: [
    ...weightedPrizes([
      [250, 500],
      [200, 1_000],
      [150, 0, 0.5],
      [120, 2_000],
      [90, 0, 1],
      [60, 5_000],
      [40, 0, 2],
      [20, 10_000],
    ]),
    {
      weight: 15,
      prize: {
        coins: 0,
        entries: 0,
        freeSpins: { gameId: 'melons-quest', count: 5, betLevel: 25, lifetimeSeconds: 24 * 3600 },
      },
    },
    ...weightedPrizes([[5, 25_000, 5]]),
  ],
  streakForBooster: 7,
  boosterMultiplier: 2,
  extraWheelForDepositors: true,
};

export const dailyWheelFeature: FeatureDefinition<DailyWheelConfig, 'dailyWheel'> = {
  key: 'dailyWheel',
  configSchema: DailyWheelConfigSchema,
  defaults: { priority: 20, schedule: ALWAYS_DAILY, config: DAILY_WHEEL_DEFAULT_CONFIG },
};
