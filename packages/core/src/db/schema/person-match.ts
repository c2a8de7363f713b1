import { index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

export const IDENTITY_REVIEW_STATUSES = ['pending', 'samePerson', 'dismissed'] as const;

/**
 * Near matches of a new account with a player on a break (docs/player-protection.md): the same name and
 * birth date at another address. An operator sees both accounts and decides: the same person (the break
 * is applied to the new account) or different people (dismissed). One row per pair.
 */
export const identityReviews = pgTable(
  'identity_reviews',
  {
    id: serial('id').primaryKey(),
    /** The account that matched (the newer one). */
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The player on a break it looks like. */
    matchedPlayerId: uuid('matched_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** What matched: `sameNameAndBirthDate`. */
    reason: text('reason').notNull(),
    status: text('status', { enum: IDENTITY_REVIEW_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_reviews_pair_idx').on(t.playerId, t.matchedPlayerId),
    index('identity_reviews_status_idx').on(t.status, t.createdAt),
  ],
);
