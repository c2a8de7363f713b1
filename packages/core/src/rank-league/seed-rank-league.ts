import { eq } from 'drizzle-orm';
import { VIP_BUNDLE_PROMOTION_TYPE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { homeBanners, offerPresets } from '../db/schema/index.ts';
import { cashierPromoOfferPath } from './vip-bundle.ts';

/**
 * The VIP bundle offer (spec §9: VIP club 350000 entries and 5000 coins; a secret promo offer that a VIP rank
 * unlocks, once a day) and the home banner `Vip_bundle` pointed at it in the cashier. Idempotent.
 */
export async function seedVipBundle(db: Db) {
  let [offer] = await db
    .select({ id: offerPresets.id })
    .from(offerPresets)
    .where(eq(offerPresets.promotionType, VIP_BUNDLE_PROMOTION_TYPE));
  if (!offer)
    [offer] = await db
      .insert(offerPresets)
      .values({
        kind: 'promoOffer',
        titleEn: 'VIP club bundle',
        titleEs: 'Paquete del club VIP',
        priceCents: 9_999,
        coins: 5_000,
        entries: 350_000,
        badgeLabelEn: 'VIP',
        badgeLabelEs: 'VIP',
        limitPerDay: 1,
        isSecret: true,
        promotionType: VIP_BUNDLE_PROMOTION_TYPE,
        sort: 100,
      })
      .returning({ id: offerPresets.id });
  await db
    .update(homeBanners)
    .set({ presetPackageId: offer!.id, link: cashierPromoOfferPath(offer!.id) })
    .where(eq(homeBanners.type, 'Vip_bundle'));
}
