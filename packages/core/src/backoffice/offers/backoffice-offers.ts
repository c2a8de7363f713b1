import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  offerProblems,
  type BackofficeOfferFields,
  type BackofficeOfferRow,
  type BackofficeOffersQuery,
  type BackofficeOfferUpdate,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { offerPresets } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { OfferPresetRow } from '../../offers/player-offers.ts';
import { listOrder, type ListPage, selectListPage } from '../shared/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where an offer stands now (its weekday aside): what the list shows and filters on. */
export function offerState(row: OfferPresetRow, now: Date): BackofficeOfferRow['state'] {
  if (!row.isActive) return 'disabled';
  if (row.availableTill !== null && row.availableTill <= now) return 'ended';
  if (row.availableFrom !== null && row.availableFrom > now) return 'scheduled';
  return 'onSale';
}

function fieldsOf(row: OfferPresetRow): BackofficeOfferFields {
  return {
    kind: row.kind,
    brand: row.brand as BackofficeOfferFields['brand'],
    titleEn: row.titleEn,
    titleEs: row.titleEs,
    priceCents: row.priceCents,
    usualPriceCents: row.usualPriceCents,
    coins: row.coins,
    entries: row.entries,
    magicBoxes: row.magicBoxes,
    badgeLabelEn: row.badgeLabelEn,
    badgeLabelEs: row.badgeLabelEs,
    dayOfWeek: row.dayOfWeek,
    availableFrom: iso(row.availableFrom),
    availableTill: iso(row.availableTill),
    forCompleteProfile: row.forCompleteProfile,
    limitPerDay: row.limitPerDay,
    minBalance: row.minBalance,
    bestDeal: row.bestDeal,
    mostPopular: row.mostPopular,
    promotionType: row.promotionType as BackofficeOfferFields['promotionType'],
    isSecret: row.isSecret,
    urlHash: row.urlHash,
    isExitOffer: row.isExitOffer,
    inPopup: row.inPopup,
    inBanner: row.inBanner,
    sort: row.sort,
    isActive: row.isActive,
  };
}

export const toBackofficeOfferRow = (row: OfferPresetRow, now: Date): BackofficeOfferRow => ({
  ...fieldsOf(row),
  id: row.id,
  state: offerState(row, now),
  createdAt: row.createdAt.toISOString(),
});

const columnsOf = (fields: BackofficeOfferFields) => ({
  ...fields,
  availableFrom: fields.availableFrom === null ? null : new Date(fields.availableFrom),
  availableTill: fields.availableTill === null ? null : new Date(fields.availableTill),
});

/** GET /rest/backoffice/offers/: the cashier's packages and promo offers, with their state now. */
export async function listBackofficeOffers(
  db: Db,
  query: BackofficeOffersQuery,
  now: Date,
): Promise<ListPage<BackofficeOfferRow>> {
  const o = offerPresets;
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(o.kind, query.kind));
  if (query.brand !== 'all') filters.push(sql`(${o.brand} is null or ${o.brand} = ${query.brand})`);
  const at = now.toISOString();
  if (query.status === 'disabled') filters.push(sql`not ${o.isActive}`);
  if (query.status === 'ended') filters.push(sql`${o.isActive} and ${o.availableTill} <= ${at}`);
  if (query.status === 'scheduled')
    filters.push(
      sql`${o.isActive} and ${o.availableFrom} > ${at} and (${o.availableTill} is null or ${o.availableTill} > ${at})`,
    );
  if (query.status === 'onSale')
    filters.push(
      sql`${o.isActive} and (${o.availableFrom} is null or ${o.availableFrom} <= ${at})
        and (${o.availableTill} is null or ${o.availableTill} > ${at})`,
    );
  if (query.q) {
    const pattern = containsPattern(query.q);
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : -1;
    filters.push(sql`(${o.titleEn} ilike ${pattern} or ${o.titleEs} ilike ${pattern} or ${o.id} = ${id})`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = listOrder(
    query,
    {
      sort: sql`${o.sort}`,
      id: sql`${o.id}`,
      title: sql`${o.titleEn}`,
      price: sql`${o.priceCents}`,
      coins: sql`${o.coins}`,
      availableFrom: sql`${o.availableFrom}`,
      availableTill: sql`${o.availableTill}`,
    },
    sql`${o.kind} asc, ${o.sort} asc`,
    sql`${o.id} asc`,
  );
  const page = await selectListPage(db, o, where, order, query);
  return { ...page, rows: page.rows.map((row) => toBackofficeOfferRow(row, now)) };
}

async function checkOffer(db: Db, fields: BackofficeOfferFields, id: number | null) {
  const problems = offerProblems(fields);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalid(first, problems);
  if (fields.urlHash !== null) {
    const [taken] = await db
      .select({ id: offerPresets.id })
      .from(offerPresets)
      .where(
        id === null
          ? eq(offerPresets.urlHash, fields.urlHash)
          : and(eq(offerPresets.urlHash, fields.urlHash), ne(offerPresets.id, id)),
      );
    if (taken)
      throw conflict(`Offer ${taken.id} already uses the link hash ${fields.urlHash}. Choose another one.`, {
        urlHash: ['Another offer uses this link hash.'],
      });
  }
}

/** POST /rest/backoffice/offers/: a new package or promo offer (run in the audit's transaction). */
export async function createBackofficeOffer(db: Db, fields: BackofficeOfferFields): Promise<OfferPresetRow> {
  await checkOffer(db, fields, null);
  const [row] = await db.insert(offerPresets).values(columnsOf(fields)).returning();
  return row!;
}

/**
 * PATCH /rest/backoffice/offers/{id}/: changes an offer (schedule, enable, prices…). The rules that span
 * fields are checked on the offer as it would be stored; a refusal changes nothing. Payments already
 * made keep the price and amounts they copied.
 */
export async function updateBackofficeOffer(
  db: Db,
  input: { id: number; update: BackofficeOfferUpdate },
): Promise<{ before: OfferPresetRow; after: OfferPresetRow }> {
  const [before] = await db.select().from(offerPresets).where(eq(offerPresets.id, input.id)).for('update');
  if (!before) throw notFound(`No offer with the id ${input.id}.`);
  const merged = { ...fieldsOf(before), ...input.update };
  await checkOffer(db, merged, before.id);
  const [after] = await db
    .update(offerPresets)
    .set(columnsOf(merged))
    .where(eq(offerPresets.id, before.id))
    .returning();
  return { before, after: after! };
}
