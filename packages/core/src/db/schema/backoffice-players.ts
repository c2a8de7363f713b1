import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bigSerialId, createdAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * Operators' notes on a player (back-office, issue #16). `operator_id` is text with no foreign key: an API
 * key writes as `apikey:<id>`, and a note outlives its author's account; the email is kept as written.
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigSerialId(),
    playerId: playerRef(),
    operatorId: text('operator_id'),
    operatorEmail: text('operator_email'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.createdAt)],
);
