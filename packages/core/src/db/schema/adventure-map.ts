import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';

/** A player's way on one adventure map (its slug): play points earned and the section they stand on. */
export const adventureMapProgress = pgTable(
  'adventure_map_progress',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    mapSlug: text('map_slug').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** The last section chosen (its award claimed); 0 at the start. */
    currentIndex: integer('current_index').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.mapSlug] })],
);
