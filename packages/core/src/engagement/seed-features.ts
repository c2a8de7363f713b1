import { sql } from 'drizzle-orm';
import { BRAND_KEYS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { featureModules } from './feature-module.ts';

/**
 * Every feature live for every brand, as its module seeds it (its defaults, or its `seedConfig` for the brand
 * and the database's time: core reads no clock of its own), so a fresh install shows each one working. A row
 * that exists is kept as it is.
 */
export async function seedFeatures(db: Db) {
  const [row] = rowsOf<{ now: string }>(await db.execute(sql`SELECT now()::text AS now`));
  const now = new Date(row!.now);
  const rows = BRAND_KEYS.flatMap((brand) =>
    featureModules().map(({ key, defaults, seedConfig }) => ({
      brand,
      key,
      enabled: true,
      priority: defaults.priority,
      schedule: defaults.schedule,
      config: seedConfig?.({ brand, now }) ?? defaults.config,
    })),
  );
  await db.insert(features).values(rows).onConflictDoNothing();
}
