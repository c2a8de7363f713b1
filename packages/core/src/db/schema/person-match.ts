import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAt } from './columns.ts';
import { players, playerRef } from './identity.ts';

export const IDENTITY_REVIEW_STATUSES = ['pending', 'samePerson', 'dismissed'] as const;

/**
 * Near matches of a new account with a player on a break (docs/player-protection.md): the same name and
 * birth date at another address. An operator sees both accounts and decides: the same person (the break
 * is applied to the new account) or different people (dismissed). One row per pair.
 */
export const identityReviews = pgTable(
  'identity_reviews',
  {
    id: serialId(),
    /** The account that matched (the newer one). */
    playerId: playerRef(),
    /** The player on a break it looks like. */
    matchedPlayerId: uuid('matched_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** What matched: `sameNameAndBirthDate`. */
    reason: text('reason').notNull(),
    status: text('status', { enum: IDENTITY_REVIEW_STATUSES }).notNull().default('pending'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_reviews_pair_idx').on(t.playerId, t.matchedPlayerId),
    index('identity_reviews_status_idx').on(t.status, t.createdAt),
  ],
);
