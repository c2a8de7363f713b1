import { integer, pgTable } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz } from './columns.ts';
import { playerKey } from './identity.ts';

/**
 * A player's mini-game slot: the level, stored spins and play points toward the next one; `spinsPlayed` and
 * `climbs` number the claims of spins and top-level collects (their occasions).
 */
export const miniGameSlots = pgTable('mini_game_slots', {
  playerId: playerKey(),
  level: integer('level').notNull().default(1),
  spins: integer('spins').notNull().default(0),
  progress: bigNumber('progress').notNull().default(0),
  spinsPlayed: integer('spins_played').notNull().default(0),
  climbs: integer('climbs').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull(),
});
