import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef, playerKey } from './identity.ts';

/** Rank league points of a player (docs/engagement.md, Rank league): increments from the round handler. */
export const rankLeagueProgress = pgTable('rank_league_progress', {
  playerId: playerKey(),
  points: bigNumber('points').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * What a player bet and won in one cashback period (coins whole, entries in hundredths), added up by the
 * round handler; `calculated_at` is set once by the cashback job, which then writes the `cashbacks` row.
 */
export const rankLeagueLosses = pgTable(
  'rank_league_losses',
  {
    playerId: playerRef(),
    periodKey: text('period_key').notNull(),
    brand: text('brand').notNull(),
    periodEndsAt: timestamptz('period_ends_at').notNull(),
    coinBet: bigNumber('coin_bet').notNull().default(0),
    coinWin: bigNumber('coin_win').notNull().default(0),
    entryBet: bigNumber('entry_bet').notNull().default(0),
    entryWin: bigNumber('entry_win').notNull().default(0),
    calculatedAt: timestamptz('calculated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.periodKey] }),
    index('rank_league_losses_due_idx')
      .on(t.periodEndsAt)
      .where(sql`${t.calculatedAt} is null`),
  ],
);

/**
 * A period's calculated cashback: `available` until collected (`paid`, through the claim rule under
 * `feature:rankLeague:{player}:cashback:{periodKey}`) or until `expires_at` (`expired`).
 */
export const cashbacks = pgTable(
  'cashbacks',
  {
    playerId: playerRef(),
    periodKey: text('period_key').notNull(),
    brand: text('brand').notNull(),
    coins: integer('coins').notNull(),
    /** Hundredths of an entry. */
    entryCents: integer('entry_cents').notNull(),
    status: text('status', { enum: ['available', 'paid', 'expired'] }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    calculatedAt: timestamptz('calculated_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.periodKey] }),
    index('cashbacks_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'available'`),
  ],
);
