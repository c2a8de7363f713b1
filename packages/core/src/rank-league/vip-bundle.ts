import { eq, sql } from 'drizzle-orm';
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

/**
 * Unlocks the VIP bundle's offer for a player whose rank may buy it (source `rankLeague`), in one
 * statement; nothing when it is unlocked already or there is no such offer.
 */
export async function unlockVipBundle(db: Db, playerId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO player_promo_offers (player_id, preset_id, source)
    SELECT ${playerId}, id, 'rankLeague' FROM offer_presets
    WHERE promotion_type = ${VIP_BUNDLE_PROMOTION_TYPE}
    ORDER BY id LIMIT 1
    ON CONFLICT DO NOTHING`);
}
