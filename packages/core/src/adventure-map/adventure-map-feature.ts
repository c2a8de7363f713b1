import { AdventureMapConfigSchema, type AdventureMapConfig, type Prize } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const award = (coins: number, entries = 0): Prize => ({ coins, entries, freeSpins: null });

/** Eight sections along 400,000 play points (400,000 coins or 80 entries bet); the awards add up in the docs. */
export const ADVENTURE_MAP_DEFAULT_CONFIG: AdventureMapConfig = {
  slug: 'treasure-trail',
  playPoints: { perCoin: 1, perEntryHundredth: 50 },
  sections: [
    { points: 10_000, award: award(1_000) },
    { points: 30_000, award: award(2_000) },
    { points: 60_000, award: award(0, 0.5) },
    { points: 100_000, award: award(5_000) },
    { points: 150_000, award: award(0, 1) },
    { points: 220_000, award: award(10_000) },
    { points: 300_000, award: award(0, 2) },
    { points: 400_000, award: award(25_000, 5) },
  ],
};

export const adventureMapFeature: FeatureDefinition<AdventureMapConfig, 'adventureMap'> = {
  key: 'adventureMap',
  configSchema: AdventureMapConfigSchema,
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: ADVENTURE_MAP_DEFAULT_CONFIG },
  // Claimed by occasion (a fill, a spin, a section), never once a day.
  byOccasion: true,
};
