import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomId, timestamptz, createdAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * Scratch cards a purchase issued (docs/engagement.md, "Scratch cards"). The prize is drawn when the card
 * is issued and kept here, never sent before the reveal; the reveal pays it through the claim rule
 * (occasion `scratch-card:{id}`) and sets `revealed_at`. `source_ref` (`purchase:{paymentId}:{n}`) makes a
 * repeated activity issue nothing twice.
 */
export const scratchCards = pgTable(
  'scratch_cards',
  {
    id: randomId(),
    playerId: playerRef(),
    brand: text('brand').notNull(),
    sourceRef: text('source_ref').notNull(),
    /** `{coins, entries}` as drawn (entries in entries, two decimals). */
    prize: jsonb('prize').notNull(),
    /** The index of the config's prize drawn. */
    prizeIndex: integer('prize_index').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    activatesAt: timestamptz('activates_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revealedAt: timestamptz('revealed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scratch_cards_source_idx').on(t.sourceRef),
    index('scratch_cards_player_idx').on(t.playerId, t.expiresAt),
  ],
);
