import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  bannerProblems,
  type BackofficeBannerFields,
  type BackofficeBannerRow,
  type BackofficeBannerUpdate,
  type BackofficeListQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { homeBanners, offerPresets } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { seedFromString } from '../../catalogue/seeded-random.ts';
import { listOrder, type ListPage, selectListPage } from '../shared/list-page.ts';
import { anyContains } from '../../db/like-pattern.ts';

type BannerRow = typeof homeBanners.$inferSelect;

/** A banner as the back-office edits it: every column but the artwork's seed (the server's own). */
export const toBackofficeBannerRow = ({ artworkSeed: _seed, ...fields }: BannerRow): BackofficeBannerRow =>
  fields;

/** GET /rest/backoffice/banners/: the lobby's banners (home, promotions, between sections). */
export async function listBackofficeBanners(
  db: Db,
  query: BackofficeListQuery & { placement?: BannerRow['placement'] },
): Promise<ListPage<BackofficeBannerRow>> {
  const b = homeBanners;
  const filters: SQL[] = [];
  if (query.placement) filters.push(eq(b.placement, query.placement));
  if (query.q) filters.push(anyContains([b.titleEn, b.titleEs, b.link], query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = listOrder(
    query,
    { sort: sql`${b.sort}`, id: sql`${b.id}`, title: sql`${b.titleEn}`, placement: sql`${b.placement}` },
    sql`${b.placement} asc, ${b.sort} asc`,
    sql`${b.id} asc`,
  );
  const page = await selectListPage(db, b, where, order, query);
  return { ...page, rows: page.rows.map(toBackofficeBannerRow) };
}

async function checkBanner(db: Db, fields: BackofficeBannerFields) {
  const problems = bannerProblems(fields);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalid(first, problems);
  if (fields.presetPackageId !== null) {
    const [offer] = await db
      .select({ id: offerPresets.id })
      .from(offerPresets)
      .where(eq(offerPresets.id, fields.presetPackageId));
    if (!offer)
      throw invalid(`No offer with the id ${fields.presetPackageId}.`, {
        presetPackageId: ['Name an existing offer.'],
      });
  }
}

/** POST /rest/backoffice/banners/ (in the audit's transaction; invalidate the catalogue after commit). */
export async function createBackofficeBanner(db: Db, fields: BackofficeBannerFields): Promise<BannerRow> {
  await checkBanner(db, fields);
  const [row] = await db
    .insert(homeBanners)
    .values({
      ...fields,
      artworkSeed: seedFromString(`${fields.titleEn}|${fields.placement}|${fields.sort}`),
    })
    .returning();
  return row!;
}

/** PATCH /rest/backoffice/banners/{id}/: texts, link, placement, order, enable. */
export async function updateBackofficeBanner(
  db: Db,
  input: { id: number; update: BackofficeBannerUpdate },
): Promise<{ before: BannerRow; after: BannerRow }> {
  const [before] = await db.select().from(homeBanners).where(eq(homeBanners.id, input.id)).for('update');
  if (!before) throw notFound(`No banner with the id ${input.id}.`);
  const merged = { ...toBackofficeBannerRow(before), ...input.update } as BackofficeBannerFields & {
    id: number;
  };
  const { id: _id, ...fields } = merged;
  await checkBanner(db, fields);
  const [after] = await db.update(homeBanners).set(fields).where(eq(homeBanners.id, before.id)).returning();
  return { before, after: after! };
}
