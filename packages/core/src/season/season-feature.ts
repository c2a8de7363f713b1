import { SeasonConfigSchema, type Prize, type SeasonConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const prize = (coins: number, entries = 0): Prize => ({ coins, entries, freeSpins: null });

/**
 * Ten levels; a point is 100 coins or 0.01 entries bet, so level 1 is 5,000 coins bet and the top
 * 400,000 coins (or 40 entries). The sums are in docs/engagement.md.
 */
export const SEASON_DEFAULT_CONFIG: SeasonConfig = {
  slug: 'season-1',
  type: 'default',
  coinsPerPoint: 100,
  entriesPerPoint: 0.01,
  requiresDeposit: false,
  levels: [
    { points: 50, prize: prize(1_000) },
    { points: 150, prize: prize(2_000) },
    { points: 300, prize: prize(0, 0.5) },
    { points: 500, prize: prize(5_000) },
    { points: 800, prize: prize(0, 1) },
    { points: 1_200, prize: prize(10_000) },
    { points: 1_700, prize: prize(0, 2) },
    { points: 2_300, prize: prize(20_000) },
    {
      points: 3_000,
      prize: {
        coins: 0,
        entries: 0,
        freeSpins: { gameId: 'melons-quest', count: 10, betLevel: 25, lifetimeSeconds: 3 * 24 * 3600 },
      },
    },
    { points: 4_000, prize: prize(50_000, 5) },
  ],
};

/** The season tower as a feature of the engine (key `season`; docs/engagement.md "Season tower"). */
export const seasonFeature: FeatureDefinition<SeasonConfig, 'season'> = {
  key: 'season',
  configSchema: SeasonConfigSchema,
  byOccasion: true,
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: SEASON_DEFAULT_CONFIG },
};
