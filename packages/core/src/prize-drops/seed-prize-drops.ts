import { BRAND_KEYS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS } from '../engagement/feature-registry.ts';

/**
 * Prize drops and bingo live for every brand with their defaults (always on; a prize-drop pool a day, bingo
 * rounds of a week). Their prizes need no seed: a day's pool is drawn when the day's first bet comes.
 */
export async function seedPrizeDropsAndBingo(db: Db) {
  const rows = BRAND_KEYS.flatMap((brand) =>
    (['prizeDrops', 'bingo'] as const).map((key) => {
      const { defaults } = FEATURE_DEFINITIONS[key];
      return {
        brand,
        key,
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: defaults.config,
      };
    }),
  );
  await db.insert(features).values(rows).onConflictDoNothing();
}
