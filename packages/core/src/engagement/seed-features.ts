import { BRAND_KEYS, FEATURE_KEYS, type BrandKey, type FeatureKey } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS, type FeatureConfigs } from './feature-registry.ts';

/** What some brands change of a feature's default config. */
const BRAND_CONFIG: Partial<Record<BrandKey, { [K in FeatureKey]?: Partial<FeatureConfigs[K]> }>> = {
  // The train look of the daily login.
  tao: { dailyLogin: { type: 'dailyLoginTrain' } },
  funrize: { dailyLogin: { type: 'dailyLoginTrain' } },
  // Chests only for players with a confirmed phone.
  scarletSands: { dailyChests: { requiresPhone: true } },
};

/** Every feature live for every brand, with its defaults, so a fresh install shows each one working. */
export async function seedFeatures(db: Db) {
  const rows = BRAND_KEYS.flatMap((brand) =>
    FEATURE_KEYS.map((key) => {
      const { defaults } = FEATURE_DEFINITIONS[key];
      return {
        brand,
        key,
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: { ...defaults.config, ...BRAND_CONFIG[brand]?.[key] },
      };
    }),
  );
  await db.insert(features).values(rows).onConflictDoNothing();
}
