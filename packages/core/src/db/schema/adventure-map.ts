import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz } from './columns.ts';
import { playerRef } from './identity.ts';

/** A player's way on one adventure map (its slug): play points earned and the section they stand on. */
export const adventureMapProgress = pgTable(
  'adventure_map_progress',
  {
    playerId: playerRef(),
    mapSlug: text('map_slug').notNull(),
    points: bigNumber('points').notNull().default(0),
    /** The last section chosen (its award claimed); 0 at the start. */
    currentIndex: integer('current_index').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.mapSlug] })],
);
