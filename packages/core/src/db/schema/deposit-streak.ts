import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { playerKey } from './identity.ts';

/**
 * A player's deposit streak (docs/engagement.md, "Deposit streak"): one row per player, the current run.
 * `streakId` names the run (the wheel's claim occasion `deposit-streak:{streakId}`); a purchase after the
 * reset window, or after the run's wheel was spun, starts a new run with a new id. Purchase handlers lock the
 * row (`FOR UPDATE`), so two purchases of one player counted in parallel never lose a step.
 */
export const depositStreaks = pgTable(
  'deposit_streaks',
  {
    playerId: playerKey(),
    brand: text('brand').notNull(),
    streakId: uuid('streak_id').notNull(),
    count: integer('count').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastDepositAt: timestamptz('last_deposit_at').notNull(),
    /** When the run's wheel was spun (the run is over; the next purchase starts a new one). */
    spunAt: timestamptz('spun_at'),
    updatedAt: updatedAt(),
  },
  (t) => [check('deposit_streaks_count_positive', sql`${t.count} >= 1`)],
);
