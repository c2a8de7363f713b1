import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WINNER_KINDS, WINNERS_FEED_DISPLAYS } from '@casino/contracts';
import { bigNumber, bigSerialId, timestamptz, updatedAt } from './columns.ts';
import { gameRef } from './catalogue.ts';
import { playerKey, playerRef } from './identity.ts';

/**
 * The winners feed (docs/winners-feed.md): real wins as they happen, one row per win, per brand. The name is
 * not stored: it is the player's, masked as they chose when the feed is read. `(kind, ref)` makes a replayed
 * win one row. Only the newest WINNERS_KEPT rows of a brand are kept.
 */
export const winners = pgTable(
  'winners',
  {
    id: bigSerialId(),
    brand: text('brand').notNull(),
    kind: text('kind', { enum: WINNER_KINDS }).notNull(),
    /** The win's source: the round's activity ref, the prize's id, the jackpot win's id. */
    ref: text('ref').notNull(),
    playerId: playerRef(),
    gameId: gameRef(),
    currency: text('currency', { enum: ['COIN', 'ENTRY', 'WINNING'] }).notNull(),
    amount: bigNumber('amount').notNull(),
    wonAt: timestamptz('won_at').notNull(),
  },
  (t) => [
    uniqueIndex('winners_kind_ref_idx').on(t.kind, t.ref),
    index('winners_brand_idx').on(t.brand, t.id),
    check('winners_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A player's choice for the feed; no row is the default, the masked name. */
export const winnersFeedSettings = pgTable('winners_feed_settings', {
  playerId: playerKey(),
  display: text('display', { enum: WINNERS_FEED_DISPLAYS }).notNull(),
  updatedAt: updatedAt(),
});
