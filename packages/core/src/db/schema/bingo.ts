import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';

/**
 * A player's bingo in one bingo round (`roundKey`: the round's first day): qualifying rounds played (balls
 * are `floor(rounds / roundsPerBall)`) and cards played (10 balls each). Both only ever grow.
 */
export const bingoProgress = pgTable(
  'bingo_progress',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    roundKey: text('round_key').notNull(),
    rounds: integer('rounds').notNull().default(0),
    cardsPlayed: integer('cards_played').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.roundKey] })],
);
