import { and, eq } from 'drizzle-orm';
import { MAGIC_BOX_PROMOTION_TYPE, MagicBoxConfigSchema, type MagicBoxConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features, offerPresets } from '../db/schema/index.ts';
import { MAGIC_ROULETTE, MAGIC_ROULETTE_PRIZES } from './magic-box-feature.ts';

/**
 * The magic roulette from the next 07:00 UTC at least a day after `at`: the spec's event (2024-04-02 07:00 to
 * 2024-04-06 07:00 UTC, four days), recurring every other week.
 */
export function nextMagicRoulette(at: Date): MagicBoxConfig['events'][number] {
  const start = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, MAGIC_ROULETTE.startHourUtc),
  );
  return {
    slug: MAGIC_ROULETTE.slug,
    schedule: {
      start: start.toISOString().slice(0, 16),
      timeZone: 'UTC',
      rrule: MAGIC_ROULETTE.rrule,
      duration: `P${MAGIC_ROULETTE.days}D`,
      until: null,
    },
    prizes: MAGIC_ROULETTE_PRIZES,
    giftBoxes: 1,
  };
}

/**
 * Databases seeded before the schedule model hold the magic roulette as one dated event: from that event on,
 * it recurs as a fresh install's does (what it shows now stays; it never runs dry). An operator's own events
 * and a roulette already on a recurrence are kept.
 */
export async function recurMagicRoulette(db: Db) {
  const rows = await db.select().from(features).where(eq(features.key, 'magicBox'));
  for (const row of rows) {
    const config = MagicBoxConfigSchema.safeParse(row.config);
    if (!config.success) continue;
    const events = config.data.events.map((event) =>
      event.slug === MAGIC_ROULETTE.slug && event.schedule.rrule === null
        ? { ...event, schedule: { ...event.schedule, rrule: MAGIC_ROULETTE.rrule } }
        : event,
    );
    if (JSON.stringify(events) === JSON.stringify(config.data.events)) continue;
    await db
      .update(features)
      .set({ config: { ...config.data, events } })
      .where(and(eq(features.brand, row.brand), eq(features.key, row.key)));
  }
}

/** The seeded mystery box offer: $9.99 for 75,000 coins, 7 entries and 3 mystery boxes (every brand). */
export const MAGIC_BOX_OFFER = {
  kind: 'promoOffer',
  titleEn: 'Mystery box bundle',
  titleEs: 'Paquete de cajas misteriosas',
  priceCents: 999,
  coins: 75_000,
  entries: 7,
  magicBoxes: 3,
  badgeLabelEn: '3 mystery boxes',
  badgeLabelEs: '3 cajas misteriosas',
  promotionType: MAGIC_BOX_PROMOTION_TYPE,
  sort: 50,
} as const satisfies typeof offerPresets.$inferInsert;

/**
 * Boxes can be bought: a public promo offer of the catalogue with the promotion type `magicBox` whose
 * completed purchase gives its `magicBoxes` (docs/engagement.md, "Mystery box"). Its own seed step, so
 * databases seeded before get it too; idempotent.
 */
export async function seedMagicBoxOffer(db: Db) {
  const [existing] = await db
    .select({ id: offerPresets.id })
    .from(offerPresets)
    .where(eq(offerPresets.promotionType, MAGIC_BOX_PROMOTION_TYPE))
    .limit(1);
  if (existing) return;
  await db.insert(offerPresets).values(MAGIC_BOX_OFFER);
}
