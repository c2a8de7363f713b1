import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ruleDayProblems,
  type BackofficeListQuery,
  type BackofficeRegionFields,
  type BackofficeRegionRow,
  type BackofficeRegionUpdate,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { restrictedRegions } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { isoDay, ruleInEffect } from '../../geo/restriction-rules.ts';
import { listOrder, type ListPage, selectListPage } from '../shared/list-page.ts';
import { anyContains } from '../../db/like-pattern.ts';

type RegionRow = typeof restrictedRegions.$inferSelect;

/** On the server's day: a rule in effect, announced for later, or over (ruleInEffect decides the checks). */
export function regionState(
  row: Pick<RegionRow, 'effectiveFrom' | 'effectiveTo'>,
  day: string,
): BackofficeRegionRow['state'] {
  if (ruleInEffect(row, day)) return 'inEffect';
  return row.effectiveFrom > day ? 'scheduled' : 'ended';
}

export const toBackofficeRegionRow = (row: RegionRow, now: Date): BackofficeRegionRow => ({
  id: row.id,
  country: row.country,
  region: row.region,
  scope: row.scope,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  reason: row.reason,
  source: row.source,
  sourceUrl: row.sourceUrl,
  state: regionState(row, isoDay(now)),
});

/** GET /rest/backoffice/content/regions/: where play is not offered, with the dates of each rule. */
export async function listBackofficeRegions(
  db: Db,
  query: BackofficeListQuery,
  now: Date,
): Promise<ListPage<BackofficeRegionRow>> {
  const r = restrictedRegions;
  const filters: SQL[] = [];
  if (query.q) filters.push(anyContains([r.country, r.region, r.reason, r.source], query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = listOrder(
    query,
    {
      country: sql`${r.country}`,
      region: sql`${r.region}`,
      effectiveFrom: sql`${r.effectiveFrom}`,
      effectiveTo: sql`${r.effectiveTo}`,
    },
    sql`${r.country} asc, ${r.region} asc nulls first, ${r.effectiveFrom} asc`,
    sql`${r.id} asc`,
  );
  const page = await selectListPage(db, r, where, order, query);
  return { ...page, rows: page.rows.map((row) => toBackofficeRegionRow(row, now)) };
}

type RuleDays = Pick<BackofficeRegionFields, 'effectiveFrom' | 'effectiveTo'>;

/** 422 with the first sentence when the days are reversed or rewrite days already judged (ruleDayProblems). */
export function checkRuleDays(fields: RuleDays, now: Date, before?: RuleDays): void {
  const problems = ruleDayProblems(fields, isoDay(now), before);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalid(first, problems);
}

/**
 * POST /rest/backoffice/content/regions/: a new rule from today or later; every check reads the table, so
 * it applies on every process from its first day.
 */
export async function createBackofficeRegion(
  db: Db,
  fields: BackofficeRegionFields,
  now: Date,
): Promise<RegionRow> {
  checkRuleDays(fields, now);
  const [row] = await db.insert(restrictedRegions).values(fields).returning();
  return row!;
}

/** PATCH /rest/backoffice/content/regions/{id}/: e.g. end a rule (effectiveTo) or move its start. */
export async function updateBackofficeRegion(
  db: Db,
  input: { id: number; update: BackofficeRegionUpdate },
  now: Date,
): Promise<{ before: RegionRow; after: RegionRow }> {
  const [before] = await db
    .select()
    .from(restrictedRegions)
    .where(eq(restrictedRegions.id, input.id))
    .for('update');
  if (!before) throw notFound(`No restricted region with the id ${input.id}.`);
  const { id: _id, ...current } = before;
  const merged = { ...current, ...input.update };
  checkRuleDays(merged, now, before);
  const [after] = await db
    .update(restrictedRegions)
    .set(merged)
    .where(eq(restrictedRegions.id, before.id))
    .returning();
  return { before, after: after! };
}

/** DELETE /rest/backoffice/content/regions/{id}/ (to keep its history, end it with effectiveTo instead). */
export async function deleteBackofficeRegion(db: Db, id: number): Promise<RegionRow> {
  const [row] = await db.delete(restrictedRegions).where(eq(restrictedRegions.id, id)).returning();
  if (!row) throw notFound(`No restricted region with the id ${id}.`);
  return row;
}
