import { and, eq, ilike } from 'drizzle-orm';
import {
  FEATURE_KEYS,
  FeatureScheduleSchema,
  type BoFeatureDetail,
  type BoFeatureRow,
  type BoFeaturesQuery,
  type BrandKey,
  type FeatureKey,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { features } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { isLive } from './load-features.ts';

type FeatureRow = typeof features.$inferSelect;

/** The schedule as stored; a row whose schedule no longer passes its schema shows the defaults' shape. */
const scheduleOf = (row: FeatureRow) => {
  const parsed = FeatureScheduleSchema.safeParse(row.schedule);
  return parsed.success ? parsed.data : FeatureScheduleSchema.parse({});
};
const registryOrder = (key: string) => FEATURE_KEYS.indexOf(key as FeatureKey);

const toRow = (row: FeatureRow, now: Date): BoFeatureRow => {
  const schedule = scheduleOf(row);
  return {
    brand: row.brand,
    key: row.key as FeatureKey,
    enabled: row.enabled,
    live: isLive({ brand: row.brand, key: row.key as FeatureKey, enabled: row.enabled, schedule }, now),
    priority: row.priority,
    startsAt: schedule.startsAt,
    finishesAt: schedule.finishesAt,
    resetHour: schedule.period.resetHour,
    timeZone: schedule.period.timeZone,
    updatedAt: row.updatedAt.toISOString(),
  };
};

const COMPARE: Record<NonNullable<BoFeaturesQuery['sort']>, (a: BoFeatureRow, b: BoFeatureRow) => number> = {
  priority: (a, b) => a.priority - b.priority,
  key: (a, b) => a.key.localeCompare(b.key),
  brand: (a, b) => a.brand.localeCompare(b.brand),
  enabled: (a, b) => Number(a.enabled) - Number(b.enabled),
  updatedAt: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
};

/**
 * The back-office's feature list, one page: a brand's rows (or every brand's), searched by key. A brand has
 * at most one row per feature key, so the rows are sorted here; without a sort, in the engine's own order
 * (brand, priority, then the registry's), as the players' pages list them.
 */
export async function listFeaturesPage(
  db: Db,
  query: Pick<BoFeaturesQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'brand'>,
  now: Date,
): Promise<{ rows: BoFeatureRow[]; total: number; page: number; pageSize: number }> {
  const found = await db
    .select()
    .from(features)
    .where(
      and(
        query.brand ? eq(features.brand, query.brand) : undefined,
        query.q ? ilike(features.key, containsPattern(query.q)) : undefined,
      ),
    );
  const rows = found.map((row) => toRow(row, now));
  const engineOrder = (a: BoFeatureRow, b: BoFeatureRow) =>
    a.brand.localeCompare(b.brand) || a.priority - b.priority || registryOrder(a.key) - registryOrder(b.key);
  if (query.sort) {
    const compare = COMPARE[query.sort];
    const sign = query.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * compare(a, b) || engineOrder(a, b));
  } else rows.sort(engineOrder);
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One brand's feature as an operator edits it; a key the brand has no row for is a 404. */
export async function getFeatureDetail(
  db: Db,
  input: { brand: BrandKey; key: FeatureKey },
  now: Date,
): Promise<BoFeatureDetail> {
  const [row] = await db
    .select()
    .from(features)
    .where(and(eq(features.brand, input.brand), eq(features.key, input.key)));
  if (!row) throw notFound(`The brand ${input.brand} has no ${input.key} feature.`);
  const schedule = scheduleOf(row);
  return {
    brand: row.brand,
    key: row.key as FeatureKey,
    enabled: row.enabled,
    priority: row.priority,
    schedule,
    config: row.config as Record<string, unknown>,
    live: isLive({ brand: row.brand, key: row.key as FeatureKey, enabled: row.enabled, schedule }, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}
