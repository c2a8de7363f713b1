import { BRAND_KEYS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS } from '../engagement/feature-registry.ts';

/**
 * The weekly email lottery live for every brand with its defaults (databases seeded before it). Draws need
 * no seeded dates: they follow the config's weekday and hour from whenever the server runs.
 */
export async function seedEmailLottery(db: Db) {
  const { defaults } = FEATURE_DEFINITIONS.emailLottery;
  await db
    .insert(features)
    .values(
      BRAND_KEYS.map((brand) => ({
        brand,
        key: 'emailLottery',
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: defaults.config,
      })),
    )
    .onConflictDoNothing();
}
