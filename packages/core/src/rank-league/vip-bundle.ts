import { eq } from 'drizzle-orm';
import { VIP_BUNDLE_PROMOTION_TYPE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import type { OfferPresetRow } from '../offers/player-offers.ts';

/** The VIP bundle's offer row (a secret promo offer unlocked for the ranks that may buy it), or null. */
export async function findVipBundleOffer(db: Db): Promise<OfferPresetRow | null> {
  const [row] = await db
    .select()
    .from(offerPresets)
    .where(eq(offerPresets.promotionType, VIP_BUNDLE_PROMOTION_TYPE))
    .orderBy(offerPresets.id)
    .limit(1);
  return row ?? null;
}

/** The cashier page that sells a promo offer (the VIP banner's link). */
export const cashierPromoOfferPath = (presetId: number) => `/cash/deposit-by-money/${presetId}/promoOffer/`;
