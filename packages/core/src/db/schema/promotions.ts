import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { playerRef } from './identity.ts';
import { offerPresets } from './cashier.ts';

/**
 * The latest flip of the coin per player and set. One row per pair, so the 24-hour limit is a single
 * conditional upsert that two simultaneous flips cannot both pass.
 */
export const flipTheCoinPlays = pgTable(
  'flip_the_coin_plays',
  {
    playerId: playerRef(),
    promoOfferSet: text('promo_offer_set').notNull(),
    /** The offer the flip won. */
    presetId: integer('preset_id')
      .notNull()
      .references(() => offerPresets.id),
    playedAt: timestamptz('played_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.promoOfferSet] })],
);
