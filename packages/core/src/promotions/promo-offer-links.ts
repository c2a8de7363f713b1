import { and, eq } from 'drizzle-orm';
import type { PromoOfferPreset } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import {
  isOnSale,
  isVisibleTo,
  loadOfferContext,
  toPromoOfferPreset,
  unlockOffers,
} from '../offers/player-offers.ts';
import type { Publisher } from '../realtime/publisher.ts';

export const UNKNOWN_OFFER_LINK_TEXT = 'This offer link is not valid or has expired.';

/**
 * A promoOffer={urlHash} link: unlocks the offer behind the hash for this player (source link, once
 * whatever the number of calls) and tells the player's tabs to refresh their promotions.
 */
export async function subscribePromoOffer(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string; urlHash: string; now: Date },
): Promise<{ presetId: number }> {
  const [row] = await deps.db
    .select()
    .from(offerPresets)
    .where(and(eq(offerPresets.urlHash, input.urlHash), eq(offerPresets.kind, 'promoOffer')));
  if (!row || !isOnSale(row, input.now)) throw notFound(UNKNOWN_OFFER_LINK_TEXT);
  await unlockOffers(deps.db, { playerId: input.playerId, presetIds: [row.id], source: 'link' });
  deps.publisher.toPlayer(input.playerId, { type: 'promotionsPage', action: 'update' });
  return { presetId: row.id };
}

/**
 * The exit offer for this player: on sale, visible to them and buyable now (not over its daily limit or
 * balance condition), else null.
 */
export async function findExitOffer(
  db: Db,
  input: { playerId: string; now: Date },
): Promise<PromoOfferPreset | null> {
  const [rows, context] = await Promise.all([
    db
      .select()
      .from(offerPresets)
      .where(and(eq(offerPresets.isExitOffer, true), eq(offerPresets.kind, 'promoOffer')))
      .orderBy(offerPresets.sort, offerPresets.id),
    loadOfferContext(db, input.playerId, input.now),
  ]);
  for (const row of rows) {
    if (!isVisibleTo(row, context)) continue;
    const offer = toPromoOfferPreset(row, context);
    if (offer.isAvailable) return offer;
  }
  return null;
}
