import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../wallet/check-ledger.ts';
import { BRAND_KEYS, MAGIC_BOX_PROMOTION_TYPE, type MagicBoxConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features, offerPresets } from '../db/schema/index.ts';
import { magicBoxFeature, MAGIC_ROULETTE, MAGIC_ROULETTE_PRIZES } from './magic-box-feature.ts';
import { scratchCardsFeature } from '../scratch-cards/scratch-cards-feature.ts';

/**
 * The next magic roulette after `at`: the spec's event (2024-04-02 07:00 to 2024-04-06 07:00 UTC) moved to
 * the next 07:00 UTC at least a day ahead, lasting the same four days.
 */
export function nextMagicRoulette(at: Date): MagicBoxConfig['events'][number] {
  const start = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, MAGIC_ROULETTE.startHourUtc),
  );
  const finish = new Date(start.getTime() + MAGIC_ROULETTE.days * 24 * 3600 * 1000);
  return {
    slug: MAGIC_ROULETTE.slug,
    startsAt: start.toISOString(),
    finishesAt: finish.toISOString(),
    prizes: MAGIC_ROULETTE_PRIZES,
    giftBoxes: 1,
  };
}

/**
 * Scratch cards and the mystery box live for all nine brands with their defaults; the mystery box with the
 * next magic roulette, dated from the database's time when the seed runs (core reads no clock of its own).
 */
export async function seedScratchCardsAndMagicBox(db: Db) {
  const [row] = rowsOf<{ now: string }>(await db.execute(sql`SELECT now()::text AS now`));
  const event = nextMagicRoulette(new Date(row!.now));
  const rows = BRAND_KEYS.flatMap((brand) => [
    {
      brand,
      key: scratchCardsFeature.key,
      enabled: true,
      priority: scratchCardsFeature.defaults.priority,
      schedule: scratchCardsFeature.defaults.schedule,
      config: scratchCardsFeature.defaults.config,
    },
    {
      brand,
      key: magicBoxFeature.key,
      enabled: true,
      priority: magicBoxFeature.defaults.priority,
      schedule: magicBoxFeature.defaults.schedule,
      config: { ...magicBoxFeature.defaults.config, events: [event] },
    },
  ]);
  await db.insert(features).values(rows).onConflictDoNothing();
  // Rows the features step wrote already (it seeds every key of FEATURE_KEYS) get the event too.
  await db
    .update(features)
    .set({ config: sql`jsonb_set(${features.config}, '{events}', ${JSON.stringify([event])}::jsonb)` })
    .where(and(eq(features.key, 'magicBox'), sql`${features.config}->'events' = '[]'::jsonb`));
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
