import { DailyChestsConfigSchema, type DailyChestsConfig } from '@casino/contracts';
import { weightedPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/** Three chests; six possible contents, the rarest 3 free spins on Melons Quest at its 10 bet level. */
export const DAILY_CHESTS_DEFAULT_CONFIG: DailyChestsConfig = {
  chests: 3,
  contents: [
    ...weightedPrizes([
      [300, 1_000],
      [200, 2_500],
      [200, 0, 0.5],
      [150, 5_000],
      [100, 0, 1],
    ]),
    {
      weight: 50,
      prize: {
        coins: 0,
        entries: 0,
        freeSpins: { gameId: 'melons-quest', count: 3, betLevel: 10, lifetimeSeconds: 24 * 3600 },
      },
    },
  ],
  requiresPhone: false,
  maxCoinBalance: null,
};

export const dailyChestsFeature: FeatureDefinition<DailyChestsConfig, 'dailyChests'> = {
  key: 'dailyChests',
  configSchema: DailyChestsConfigSchema,
  defaults: { priority: 30, schedule: ALWAYS_DAILY, config: DAILY_CHESTS_DEFAULT_CONFIG },
  availability: ({ config, player }) => {
    if (config.requiresPhone && !player.phoneConfirmed) return 'phone';
    if (config.maxCoinBalance !== null && player.coins > config.maxCoinBalance) return 'balance';
    return null;
  },
};
