import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BackofficeAgeRuleFields,
  BackofficeAgeRuleRow,
  BackofficeAgeRuleUpdate,
  BackofficeListQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { minimumAgeRules } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { isoDay } from '../../geo/restriction-rules.ts';
import { anyContains } from '../../db/like-pattern.ts';
import { listOrder, type ListPage, selectListPage } from '../shared/list-page.ts';
import { checkRuleDays, regionState } from './backoffice-regions.ts';

type AgeRuleRow = typeof minimumAgeRules.$inferSelect;

export const toBackofficeAgeRuleRow = (row: AgeRuleRow, now: Date): BackofficeAgeRuleRow => ({
  id: row.id,
  country: row.country,
  region: row.region,
  minimumAge: row.minimumAge,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  source: row.source,
  sourceUrl: row.sourceUrl,
  state: regionState(row, isoDay(now)),
});

/** GET /rest/backoffice/content/age-rules/: the minimum ages with their days and sources. */
export async function listBackofficeAgeRules(
  db: Db,
  query: BackofficeListQuery,
  now: Date,
): Promise<ListPage<BackofficeAgeRuleRow>> {
  const a = minimumAgeRules;
  const filters: SQL[] = [];
  if (query.q) filters.push(anyContains([a.country, a.region, a.source], query.q));
  const order = listOrder(
    query,
    {
      country: sql`${a.country}`,
      region: sql`${a.region}`,
      minimumAge: sql`${a.minimumAge}`,
      effectiveFrom: sql`${a.effectiveFrom}`,
      effectiveTo: sql`${a.effectiveTo}`,
    },
    sql`${a.country} asc, ${a.region} asc nulls first, ${a.effectiveFrom} asc`,
    sql`${a.id} asc`,
  );
  const page = await selectListPage(db, a, filters.length > 0 ? and(...filters) : undefined, order, query);
  return { ...page, rows: page.rows.map((row) => toBackofficeAgeRuleRow(row, now)) };
}

/**
 * POST /rest/backoffice/content/age-rules/: a minimum age from today or later. The judgement reads the
 * table at every check (no cache), so every process applies it from its first day.
 */
export async function createBackofficeAgeRule(
  db: Db,
  fields: BackofficeAgeRuleFields,
  now: Date,
): Promise<AgeRuleRow> {
  checkRuleDays(fields, now);
  const [row] = await db.insert(minimumAgeRules).values(fields).returning();
  return row!;
}

/** PATCH /rest/backoffice/content/age-rules/{id}/: e.g. end a rule with a last day (a new one follows it). */
export async function updateBackofficeAgeRule(
  db: Db,
  input: { id: number; update: BackofficeAgeRuleUpdate },
  now: Date,
): Promise<{ before: AgeRuleRow; after: AgeRuleRow }> {
  const [before] = await db
    .select()
    .from(minimumAgeRules)
    .where(eq(minimumAgeRules.id, input.id))
    .for('update');
  if (!before) throw notFound(`No minimum age rule with the id ${input.id}.`);
  const { id: _id, ...current } = before;
  const merged = { ...current, ...input.update };
  checkRuleDays(merged, now, before);
  const [after] = await db
    .update(minimumAgeRules)
    .set(merged)
    .where(eq(minimumAgeRules.id, before.id))
    .returning();
  return { before, after: after! };
}
