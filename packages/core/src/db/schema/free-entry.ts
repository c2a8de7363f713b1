import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomId, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef } from './identity.ts';

/** A brand's mail-in terms: what one request credits, the yearly cap and where to mail it. */
export const freeEntryTerms = pgTable('free_entry_terms', {
  brand: text('brand').primaryKey(),
  entriesPerRequest: integer('entries_per_request').notNull(),
  yearlyCap: integer('yearly_cap').notNull(),
  address: jsonb('address').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A mail-in request: its code, and once an operator entered it, what was credited. One pending request
 * per player (partial unique index), one credit per code (status moves once, the transfer key is the id).
 */
export const freeEntryRequests = pgTable(
  'free_entry_requests',
  {
    id: randomId(),
    code: text('code').notNull(),
    playerId: playerRef(),
    brand: text('brand').notNull(),
    status: text('status', { enum: ['pending', 'credited', 'capped'] })
      .notNull()
      .default('pending'),
    entries: integer('entries').notNull().default(0),
    createdAt: createdAt(),
    creditedAt: timestamptz('credited_at'),
    creditedBy: text('credited_by'),
  },
  (t) => [
    uniqueIndex('free_entry_requests_code_idx').on(t.code),
    uniqueIndex('free_entry_requests_one_pending_idx')
      .on(t.playerId)
      .where(sql`${t.status} = 'pending'`),
    index('free_entry_requests_player_idx').on(t.playerId, t.createdAt),
  ],
);
