import { BRAND_KEYS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { depositStreakFeature } from './deposit-streak-feature.ts';

/**
 * The deposit streak live for all nine brands with its defaults (a database seeded before the feature
 * existed gets its rows here; a fresh one already has them from seedFeatures). Never overwrites a row.
 */
export async function seedDepositStreak(db: Db) {
  const { defaults } = depositStreakFeature;
  await db
    .insert(features)
    .values(
      BRAND_KEYS.map((brand) => ({
        brand,
        key: 'depositStreak',
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: defaults.config,
      })),
    )
    .onConflictDoNothing();
}
