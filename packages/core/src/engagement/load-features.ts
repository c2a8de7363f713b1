import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { BRANDS, FEATURE_KEYS, FeatureScheduleSchema, isBrandKey, type FeatureKey } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { featureModule, isFeatureKey, type FeatureRecord } from './feature-module.ts';
import { isScheduledAt } from './periods.ts';

export type { FeatureRecord };

/** A feature that runs at the time it was checked (enabled, within its schedule, its row valid). */
export type LiveFeature<K extends FeatureKey = FeatureKey> = FeatureRecord<K>;

/** The raw columns a record is parsed from (a row, or the same fields read as JSON). */
export interface FeatureRowData {
  brand: string;
  key: string;
  enabled: boolean;
  priority: number;
  schedule: unknown;
  config: unknown;
}

/**
 * A row as a record, or null when its key is not one the engine runs or its schedule or config no longer
 * passes the schemas (a feature with a broken row is off, never half-read).
 */
export function parseFeatureRow(row: FeatureRowData): FeatureRecord | null {
  // Every signed-in request reads its brand's rows, which change only when an operator edits them: the
  // schemas run once per version of a row (its text), and the record is shared (read-only).
  const text = `${row.brand}|${row.key}|${row.enabled}|${row.priority}|${JSON.stringify(row.schedule)}|${JSON.stringify(row.config)}`;
  if (parsedRows.has(text)) return parsedRows.get(text)!;
  const record = checkFeatureRow(row);
  // Bounded: the brands' rows and their recent versions.
  if (parsedRows.size >= 1_000) parsedRows.clear();
  parsedRows.set(text, record);
  return record;
}

const parsedRows = new Map<string, FeatureRecord | null>();

function checkFeatureRow(row: FeatureRowData): FeatureRecord | null {
  if (!isFeatureKey(row.key)) return null;
  const schedule = FeatureScheduleSchema.safeParse(row.schedule);
  const config = featureModule(row.key).configSchema.safeParse(row.config);
  if (!schedule.success || !config.success) return null;
  return {
    brand: row.brand,
    key: row.key,
    enabled: row.enabled,
    priority: row.priority,
    schedule: schedule.data,
    config: config.data,
  } as FeatureRecord;
}

/** Whether the brand has the capability the feature needs, if any (an unknown brand has none). */
export function brandRunsFeature(brand: string, key: FeatureKey): boolean {
  const capability = featureModule(key).capability;
  return !capability || (isBrandKey(brand) && BRANDS[brand].capabilities[capability]);
}

/** Whether a record runs at `now`: enabled, on a brand with the feature's capability, within its schedule. */
export const isLive = (feature: Pick<FeatureRecord, 'brand' | 'key' | 'enabled' | 'schedule'>, now: Date) =>
  feature.enabled && brandRunsFeature(feature.brand, feature.key) && isScheduledAt(feature.schedule, now);

/** The record if it runs at `now`, else null. */
export const liveFeature = <K extends FeatureKey>(
  feature: FeatureRecord<K> | null,
  now: Date,
): LiveFeature<K> | null => (feature && isLive(feature, now) ? feature : null);

/**
 * A brand's features, in priority order (lowest first, then the registry's order). Read fresh each time:
 * one indexed statement, and an operator's change is seen at once by every server process.
 */
export async function loadFeatures(db: Db, brand: string): Promise<FeatureRecord[]> {
  const rows = await db.select().from(features).where(eq(features.brand, brand));
  return sortByPriority(rows.flatMap((row) => parseFeatureRow(row) ?? []));
}

/** A brand's records as last read, under the digest of its rows (what `featuresVersion` selects). */
const brandFeatures = new WeakMap<Db, Map<string, { version: string; records: FeatureRecord[] }>>();

/**
 * SQL: a digest of a brand's feature rows, whole rows as text, so any column an operator or a test changes
 * moves it. Read inside a caller's statement, it lets loadFeaturesAt skip the rows while they are unchanged.
 */
export const featuresVersion = (brand: Placeholder | string) =>
  sql<string>`(select md5(coalesce(string_agg(f::text, ',' order by f.key), '')) from features f where f.brand = ${brand})`;

/**
 * loadFeatures, shared by every request while the brand's rows keep the digest `version` (every signed-in
 * request needs them; they change only when an operator edits them).
 */
export async function loadFeaturesAt(db: Db, brand: string, version: string): Promise<FeatureRecord[]> {
  let byBrand = brandFeatures.get(db);
  if (!byBrand) brandFeatures.set(db, (byBrand = new Map()));
  const cached = byBrand.get(brand);
  if (cached?.version === version) return cached.records;
  const records = await loadFeatures(db, brand);
  byBrand.set(brand, { version, records });
  return records;
}

/** Every brand's features (the transitions job looks at all of them), rows that fail their schemas left out. */
export async function loadAllFeatures(db: Db): Promise<FeatureRecord[]> {
  const rows = await db.select().from(features);
  return rows.flatMap((row) => parseFeatureRow(row) ?? []);
}

/** One feature of a brand, or null when it has no valid row. */
export async function loadFeature<K extends FeatureKey>(
  db: Db,
  brand: string,
  key: K,
): Promise<FeatureRecord<K> | null> {
  const [row] = await db
    .select()
    .from(features)
    .where(and(eq(features.brand, brand), eq(features.key, key)));
  return row ? (parseFeatureRow(row) as FeatureRecord<K> | null) : null;
}

export function sortByPriority<T extends { key: FeatureKey; priority: number }>(list: readonly T[]): T[] {
  const order = (key: FeatureKey) => FEATURE_KEYS.indexOf(key);
  return [...list].sort((a, b) => a.priority - b.priority || order(a.key) - order(b.key));
}
