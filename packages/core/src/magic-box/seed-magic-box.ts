import { eq } from 'drizzle-orm';
import { MAGIC_BOX_PROMOTION_TYPE, type MagicBoxConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import { MAGIC_ROULETTE, MAGIC_ROULETTE_PRIZES } from './magic-box-feature.ts';

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
