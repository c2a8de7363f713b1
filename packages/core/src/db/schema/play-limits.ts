import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PLAY_LIMIT_KINDS } from '@casino/contracts';
import { bigNumber, timestamptz, createdAt } from './columns.ts';
import { playerRef, playerKey } from './identity.ts';

/**
 * A player's limit of one kind and period (docs/play-limits.md). `amount` is in force until a pending
 * change's `pending_from`; from then the pending amount is (null with `pending_remove`: the limit is gone).
 * The rows of a player are also the lock that makes a purchase or a bet wait for the one before it.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    playerId: playerRef(),
    kind: text('kind', { enum: PLAY_LIMIT_KINDS }).notNull(),
    /** day | week | month, or session for the session time limit. */
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    amount: bigNumber('amount').notNull(),
    pendingAmount: bigNumber('pending_amount'),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingFrom: timestamptz('pending_from'),
    updatedAt: timestamptz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('play_limits_amount_positive', sql`${t.amount} > 0 AND coalesce(${t.pendingAmount}, 1) > 0`),
  ],
);

/**
 * The player's play session as the server counts it (for reality checks and the session time limit), and
 * the reality check interval the player chose. A session starts with a new sign-in, or after
 * PLAY_SESSION_IDLE_MINUTES without the player on the site.
 */
export const playSessions = pgTable('play_sessions', {
  playerId: playerKey(),
  /** The sign-in session (its stored id) the play session belongs to; null when a bet started it. */
  signInId: text('sign_in_id'),
  startedAt: timestamptz('started_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  /** The last reality check answered (or the session start): the next one is due an interval later. */
  realityCheckAt: timestamptz('reality_check_at').notNull(),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
});
