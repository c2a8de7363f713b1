import { and, eq, inArray } from 'drizzle-orm';
import { PIGGY_BANK_PROMOTION_TYPE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets, playerPromoOffers } from '../db/schema/index.ts';
import { unlockOffers, type OfferPresetRow } from '../offers/player-offers.ts';

/**
 * The offers that break the bank: secret promo offers of the catalogue with the promotion type `piggyBank`.
 * A player sees them in the cashier from the moment the bank reaches its minimum until it is broken.
 */
export async function moneyBoxOfferRows(db: Db): Promise<OfferPresetRow[]> {
  return db
    .select()
    .from(offerPresets)
    .where(and(eq(offerPresets.promotionType, PIGGY_BANK_PROMOTION_TYPE), eq(offerPresets.isActive, true)))
    .orderBy(offerPresets.sort, offerPresets.id);
}

/** Whether a purchased preset is one that breaks the bank (any state: a preset switched off after sale counts). */
export async function isMoneyBoxOffer(db: Db, presetId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: offerPresets.promotionType })
    .from(offerPresets)
    .where(eq(offerPresets.id, presetId));
  return row?.type === PIGGY_BANK_PROMOTION_TYPE;
}

/** Shows the bank's offers to the player in the cashier (idempotent). */
export async function unlockMoneyBoxOffers(db: Db, playerId: string): Promise<void> {
  const rows = await moneyBoxOfferRows(db);
  await unlockOffers(db, { playerId, presetIds: rows.map((r) => r.id), source: 'moneyBox' });
}

/** Hides them again once the bank is broken. */
export async function lockMoneyBoxOffers(db: Db, playerId: string): Promise<void> {
  const ids = (await moneyBoxOfferRows(db)).map((r) => r.id);
  if (ids.length === 0) return;
  await db
    .delete(playerPromoOffers)
    .where(and(eq(playerPromoOffers.playerId, playerId), inArray(playerPromoOffers.presetId, ids)));
}
