import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz } from './columns.ts';
import { playerKey } from './identity.ts';

/** A player's funmeter: play points toward the next fill, and how many fills it paid. */
export const funMeters = pgTable('fun_meters', {
  playerId: playerKey(),
  points: bigNumber('points').notNull().default(0),
  fills: integer('fills').notNull().default(0),
  lastPrize: jsonb('last_prize'),
  updatedAt: timestamptz('updated_at').notNull(),
});
