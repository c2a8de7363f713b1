import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * A player's bingo in one bingo round (`roundKey`: the round's first day): qualifying rounds played (balls
 * are `floor(rounds / roundsPerBall)`) and cards played (10 balls each). Both only ever grow.
 */
export const bingoProgress = pgTable(
  'bingo_progress',
  {
    playerId: playerRef(),
    roundKey: text('round_key').notNull(),
    rounds: integer('rounds').notNull().default(0),
    cardsPlayed: integer('cards_played').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.roundKey] })],
);
