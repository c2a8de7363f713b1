import { BRAND_KEYS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS } from '../engagement/feature-registry.ts';

/** Invite qualification live for every brand with its defaults (databases seeded before it). */
export async function seedInviteQualification(db: Db) {
  const { defaults } = FEATURE_DEFINITIONS.inviteQualification;
  await db
    .insert(features)
    .values(
      BRAND_KEYS.map((brand) => ({
        brand,
        key: 'inviteQualification',
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: defaults.config,
      })),
    )
    .onConflictDoNothing();
}
