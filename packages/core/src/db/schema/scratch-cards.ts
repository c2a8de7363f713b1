import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * Scratch cards a purchase issued (docs/engagement.md, "Scratch cards"). The prize is drawn when the card
 * is issued and kept here, never sent before the reveal; the reveal pays it through the claim rule
 * (occasion `scratch-card:{id}`) and sets `revealed_at`. `source_ref` (`purchase:{paymentId}:{n}`) makes a
 * repeated activity issue nothing twice.
 */
export const scratchCards = pgTable(
  'scratch_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    sourceRef: text('source_ref').notNull(),
    /** `{coins, entries}` as drawn (entries in entries, two decimals). */
    prize: jsonb('prize').notNull(),
    /** The index of the config's prize drawn. */
    prizeIndex: integer('prize_index').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    activatesAt: timestamp('activates_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scratch_cards_source_idx').on(t.sourceRef),
    index('scratch_cards_player_idx').on(t.playerId, t.expiresAt),
  ],
);
