import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { randomId, timestamptz, createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * A brand's day of prize drops: the row is taken once (`ON CONFLICT DO NOTHING`) by whoever first needs the
 * day, and that transaction draws the day's prizes; others wait for it and find them.
 */
export const prizeDropPools = pgTable(
  'prize_drop_pools',
  {
    brand: text('brand').notNull(),
    /** The day period's key (`2026-03-10`). */
    poolKey: text('pool_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.poolKey] })],
);

/**
 * The day's prizes, each with the time it is released: a qualifying bet at or after `releaseAt` wins the
 * earliest released prize nobody won (taken `FOR UPDATE SKIP LOCKED`, so two bets never win one prize).
 */
export const prizeDropPrizes = pgTable(
  'prize_drop_prizes',
  {
    id: randomId(),
    brand: text('brand').notNull(),
    poolKey: text('pool_key').notNull(),
    level: integer('level').notNull(),
    coins: integer('coins').notNull(),
    releaseAt: timestamptz('release_at').notNull(),
    winnerId: uuid('winner_id').references(() => players.id, { onDelete: 'set null' }),
    wonAt: timestamptz('won_at'),
  },
  (t) => [
    index('prize_drop_prizes_next_idx').on(t.brand, t.poolKey, t.releaseAt),
    index('prize_drop_prizes_won_idx').on(t.brand, t.wonAt),
  ],
);
