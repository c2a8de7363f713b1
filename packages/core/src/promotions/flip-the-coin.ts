import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import {
  COIN_SIDES,
  FLIP_THE_COIN_INTERVAL_MS,
  type CoinSide,
  type FlipTheCoinReason,
  type PromoOfferPreset,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { flipTheCoinPlays, offerPresets, payments, playerPromoOffers } from '../db/schema/index.ts';
import {
  isOfferedOn,
  isOnSale,
  loadOfferContext,
  toPromoOfferPreset,
  type OfferContext,
  type OfferPresetRow,
} from '../offers/player-offers.ts';
import type { Publisher } from '../realtime/publisher.ts';

/** The order that gives each offer of a set its coin side. */
export const FLIP_SET_ORDER = [asc(offerPresets.sort), asc(offerPresets.id)] as const;

/** The set's promo offers on sale on the brand, from rows already read in FLIP_SET_ORDER. */
export const setOffersOnSale = (
  rows: OfferPresetRow[],
  promoOfferSet: string,
  now: Date,
  brand: string | null,
) =>
  rows.filter(
    (row) =>
      row.kind === 'promoOffer' &&
      row.flipTheCoinSet === promoOfferSet &&
      isOfferedOn(row, brand) &&
      isOnSale(row, now),
  );

/** The offers a set can award now, in a stable order: the first is heads, the second tails. */
export async function flipSetOffers(
  db: Db,
  promoOfferSet: string,
  now: Date,
  brand: string | null,
): Promise<OfferPresetRow[]> {
  const rows = await db
    .select()
    .from(offerPresets)
    .where(and(eq(offerPresets.flipTheCoinSet, promoOfferSet), eq(offerPresets.kind, 'promoOffer')))
    .orderBy(...FLIP_SET_ORDER);
  return setOffersOnSale(rows, promoOfferSet, now, brand);
}

/** Side of the coin an offer of the set stands for. */
export const coinSide = (index: number): CoinSide => COIN_SIDES[index % 2]!;

export interface FlipState {
  /** The offer the player's last flip won, still on sale and not bought since; null otherwise. */
  held: PromoOfferPreset | null;
  /** When the next flip is allowed, if not now. */
  nextFlipAt: Date | null;
}

/** What the player's last flip of this set left: an offer to buy, and the time of the next flip. */
export async function loadFlipState(
  db: Db,
  input: { playerId: string; promoOfferSet: string; offers: OfferPresetRow[]; context: OfferContext },
): Promise<FlipState> {
  const [play] = await db
    .select()
    .from(flipTheCoinPlays)
    .where(
      and(
        eq(flipTheCoinPlays.playerId, input.playerId),
        eq(flipTheCoinPlays.promoOfferSet, input.promoOfferSet),
      ),
    );
  if (!play) return { held: null, nextFlipAt: null };
  const next = new Date(play.playedAt.getTime() + FLIP_THE_COIN_INTERVAL_MS);
  const nextFlipAt = next > input.context.now ? next : null;
  const won = input.offers.find((row) => row.id === play.presetId);
  if (!won) return { held: null, nextFlipAt };
  const [bought] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, input.playerId),
        eq(payments.presetId, won.id),
        eq(payments.status, 'completed'),
        gte(payments.completedAt, play.playedAt),
      ),
    );
  return { held: Number(bought?.n ?? 0) > 0 ? null : toPromoOfferPreset(won, input.context), nextFlipAt };
}

export type FlipResult =
  | { success: true; side: CoinSide; offer: PromoOfferPreset }
  | { success: false; reasonType: FlipTheCoinReason; nextFlipAt: Date | null; heldId: number | null };

/**
 * Flips the coin of a set for a player: the server picks one of the set's offers with node:crypto,
 * unlocks it (source flipTheCoin) and records the flip, in one transaction. At most one flip per set per
 * player per 24 hours, and none while the last won offer is still waiting to be bought.
 */
export async function flipTheCoin(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string; promoOfferSet: string; now: Date },
): Promise<FlipResult> {
  const { db } = deps;
  const context = await loadOfferContext(db, input.playerId, input.now);
  const offers = await flipSetOffers(db, input.promoOfferSet, context.now, context.brand);
  if (offers.length === 0)
    return { success: false, reasonType: 'no_offers_found', nextFlipAt: null, heldId: null };
  const state = await loadFlipState(db, { ...input, offers, context });
  if (state.held)
    return { success: false, reasonType: 'limit_by_promo_offers', nextFlipAt: null, heldId: state.held.id };

  const index = randomInt(offers.length);
  const won = offers[index]!;
  const cutoff = new Date(context.now.getTime() - FLIP_THE_COIN_INTERVAL_MS);
  const recorded = await db.transaction(async (tx) => {
    // Inserts the first flip, or replaces one older than 24 hours; a recent one stays and nothing returns.
    const rows = await tx
      .insert(flipTheCoinPlays)
      .values({
        playerId: input.playerId,
        promoOfferSet: input.promoOfferSet,
        presetId: won.id,
        playedAt: context.now,
      })
      .onConflictDoUpdate({
        target: [flipTheCoinPlays.playerId, flipTheCoinPlays.promoOfferSet],
        set: { presetId: won.id, playedAt: context.now },
        setWhere: lte(flipTheCoinPlays.playedAt, cutoff),
      })
      .returning({ presetId: flipTheCoinPlays.presetId });
    if (rows.length === 0) return false;
    await tx
      .insert(playerPromoOffers)
      .values({ playerId: input.playerId, presetId: won.id, source: 'flipTheCoin' })
      .onConflictDoUpdate({
        target: [playerPromoOffers.playerId, playerPromoOffers.presetId],
        set: { createdAt: sql`now()` },
      });
    return true;
  });
  if (!recorded) {
    const later = await loadFlipState(db, { ...input, offers, context });
    return { success: false, reasonType: 'limit_by_time', nextFlipAt: later.nextFlipAt, heldId: null };
  }
  deps.publisher.toPlayer(input.playerId, { type: 'promotionsPage', action: 'update' });
  context.unlocked.add(won.id);
  return { success: true, side: coinSide(index), offer: toPromoOfferPreset(won, context) };
}
