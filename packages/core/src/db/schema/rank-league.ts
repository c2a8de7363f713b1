import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/** Rank league points of a player (docs/engagement.md, Rank league): increments from the round handler. */
export const rankLeagueProgress = pgTable('rank_league_progress', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a player bet and won in one cashback period (coins whole, entries in hundredths), added up by the
 * round handler; `calculated_at` is set once by the cashback job, which then writes the `cashbacks` row.
 */
export const rankLeagueLosses = pgTable(
  'rank_league_losses',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    brand: text('brand').notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    coinBet: bigint('coin_bet', { mode: 'number' }).notNull().default(0),
    coinWin: bigint('coin_win', { mode: 'number' }).notNull().default(0),
    entryBet: bigint('entry_bet', { mode: 'number' }).notNull().default(0),
    entryWin: bigint('entry_win', { mode: 'number' }).notNull().default(0),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
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
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    brand: text('brand').notNull(),
    coins: integer('coins').notNull(),
    /** Hundredths of an entry. */
    entryCents: integer('entry_cents').notNull(),
    status: text('status', { enum: ['available', 'paid', 'expired'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.periodKey] }),
    index('cashbacks_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'available'`),
  ],
);
