import { bigint, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';

/** A player's funmeter: play points toward the next fill, and how many fills it paid. */
export const funMeters = pgTable('fun_meters', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  fills: integer('fills').notNull().default(0),
  lastPrize: jsonb('last_prize'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
