import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  BackofficeWebPushCampaignCreateSchema,
  BackofficeWebPushCampaignRow,
  BackofficeWebPushCampaignsQuery,
  WebPushPayload,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { webPushCampaignDeliveries, webPushCampaigns } from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { listOrder, type ListPage, selectListPage } from '../backoffice/shared/list-page.ts';
import { anyContains } from '../db/like-pattern.ts';
import { selectMarketingAudience, type AudienceFilter } from './marketing-audience.ts';
import { localizedPath } from './notices.ts';
import type { WebPushOutcome, WebPushSender } from './web-push-sender.ts';

type CampaignRow = typeof webPushCampaigns.$inferSelect;
type Counts = Pick<BackofficeWebPushCampaignRow, 'sent' | 'delivered' | 'failed' | 'removed'>;
export type WebPushCampaignFields = z.output<typeof BackofficeWebPushCampaignCreateSchema>;

const NO_COUNTS: Counts = { sent: 0, delivered: 0, failed: 0, removed: 0 };

export const toWebPushCampaignRow = (
  row: CampaignRow,
  counts: Counts = NO_COUNTS,
): BackofficeWebPushCampaignRow => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  locale: row.locale,
  activeWithinDays: row.activeWithinDays,
  titleEn: row.titleEn,
  bodyEn: row.bodyEn,
  titleEs: row.titleEs,
  bodyEs: row.bodyEs,
  link: row.link,
  image: row.image,
  icon: row.icon,
  sendAt: row.sendAt.toISOString(),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  ...counts,
});

async function countsOf(db: Db, ids: number[]): Promise<Map<number, Counts>> {
  const map = new Map<number, Counts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      id: webPushCampaignDeliveries.campaignId,
      status: webPushCampaignDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(webPushCampaignDeliveries)
    .where(inArray(webPushCampaignDeliveries.campaignId, ids))
    .groupBy(webPushCampaignDeliveries.campaignId, webPushCampaignDeliveries.status);
  for (const row of rows) {
    const counts = map.get(row.id) ?? { ...NO_COUNTS };
    if (row.status !== 'pending') counts[row.status] += Number(row.n);
    counts.sent += Number(row.n);
    map.set(row.id, counts);
  }
  return map;
}

/** POST /rest/backoffice/push-campaigns/: a campaign, scheduled at `sendAt` (not in the past). */
export async function createWebPushCampaign(
  db: Db,
  input: { fields: WebPushCampaignFields; operatorId: string | null; now: Date },
): Promise<BackofficeWebPushCampaignRow> {
  const sendAt = new Date(input.fields.sendAt);
  if (sendAt.getTime() < input.now.getTime() - 60_000)
    throw invalid('The send time has passed: pick a time from now on.', {
      sendAt: ['The send time has passed: pick a time from now on.'],
    });
  const { sendAt: _sendAt, ...fields } = input.fields;
  const [row] = await db
    .insert(webPushCampaigns)
    .values({ ...fields, sendAt, createdBy: input.operatorId })
    .returning();
  return toWebPushCampaignRow(row!);
}

/** POST …/:id/cancel/: only a campaign that has not started sending can be cancelled. */
export async function cancelWebPushCampaign(
  db: Db,
  id: number,
): Promise<{ before: BackofficeWebPushCampaignRow; after: BackofficeWebPushCampaignRow }> {
  const [before] = await db.select().from(webPushCampaigns).where(eq(webPushCampaigns.id, id));
  if (!before) throw notFound('No such campaign.');
  const [after] = await db
    .update(webPushCampaigns)
    .set({ status: 'cancelled' })
    .where(and(eq(webPushCampaigns.id, id), eq(webPushCampaigns.status, 'scheduled')))
    .returning();
  if (!after) throw conflict(`The campaign is ${before.status}: only a scheduled campaign can be cancelled.`);
  return { before: toWebPushCampaignRow(before), after: toWebPushCampaignRow(after) };
}

/** GET /rest/backoffice/push-campaigns/ */
export async function listWebPushCampaigns(
  db: Db,
  query: BackofficeWebPushCampaignsQuery,
): Promise<ListPage<BackofficeWebPushCampaignRow>> {
  const c = webPushCampaigns;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(c.status, query.status));
  if (query.brand) filters.push(eq(c.brand, query.brand));
  if (query.q) filters.push(anyContains([c.name, c.titleEn, c.titleEs], query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = listOrder(
    query,
    { id: sql`${c.id}`, name: sql`${c.name}`, sendAt: sql`${c.sendAt}`, status: sql`${c.status}` },
    sql`${c.sendAt} desc`,
    sql`${c.id} desc`,
  );
  const page = await selectListPage(db, c, where, order, query);
  const counts = await countsOf(
    db,
    page.rows.map((r) => r.id),
  );
  return { ...page, rows: page.rows.map((r) => toWebPushCampaignRow(r, counts.get(r.id))) };
}

/** POST …/audience/: the audience's size now (players and devices that would receive the campaign). */
export async function countWebPushAudience(db: Db, filter: AudienceFilter, now: Date) {
  const devices = await selectMarketingAudience(db, filter, now);
  return { players: new Set(devices.map((d) => d.playerId)).size, devices: devices.length };
}

const payloadOf = (c: CampaignRow, locale: string): WebPushPayload => {
  const es = locale === 'es';
  return {
    title: es ? c.titleEs : c.titleEn,
    body: es ? c.bodyEs : c.bodyEn,
    image: c.image,
    icon: c.icon ?? '/favicon.svg',
    link: localizedPath(c.link, es ? 'es' : 'en'),
    data: { campaignId: c.id },
  };
};

/**
 * The `web-push-campaigns` job: sends every campaign due by `now`, once. A campaign is claimed (scheduled →
 * sending) and each device is recorded before it is sent, so a repeated run (a retry after a crash, another
 * process) sends to no device twice and finishes what a crashed run left.
 */
export async function runDueWebPushCampaigns(
  deps: { db: Db; sender: WebPushSender },
  now: Date,
): Promise<Array<{ id: number } & Counts>> {
  const { db, sender } = deps;
  await db
    .update(webPushCampaigns)
    .set({ status: 'sending', startedAt: now })
    .where(and(eq(webPushCampaigns.status, 'scheduled'), lte(webPushCampaigns.sendAt, now)));
  const due = await db.select().from(webPushCampaigns).where(eq(webPushCampaigns.status, 'sending'));
  const done: Array<{ id: number } & Counts> = [];
  for (const campaign of due) {
    const devices = await selectMarketingAudience(db, campaign, now);
    for (const device of devices) {
      const [claimed] = await db
        .insert(webPushCampaignDeliveries)
        .values({
          campaignId: campaign.id,
          endpoint: device.endpoint,
          playerId: device.playerId,
          status: 'pending',
          at: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const outcome: WebPushOutcome = await sender.send(device, payloadOf(campaign, device.locale));
      await db
        .update(webPushCampaignDeliveries)
        .set({ status: outcome })
        .where(
          and(
            eq(webPushCampaignDeliveries.campaignId, campaign.id),
            eq(webPushCampaignDeliveries.endpoint, device.endpoint),
          ),
        );
    }
    await db
      .update(webPushCampaigns)
      .set({ status: 'sent', finishedAt: now })
      .where(eq(webPushCampaigns.id, campaign.id));
    const counts = (await countsOf(db, [campaign.id])).get(campaign.id) ?? NO_COUNTS;
    done.push({ id: campaign.id, ...counts });
  }
  return done;
}
