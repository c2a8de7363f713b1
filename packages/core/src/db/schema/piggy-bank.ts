import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerKey } from './identity.ts';

/**
 * A player's piggy bank (money box): the coins saved since the last break, how many banks were broken
 * (the next break pays under the occasion `money-box:{breaks + 1}`) and when the last one was. Saving is an
 * increment capped at the brand's maximum; breaking locks the row.
 */
export const moneyBoxes = pgTable(
  'money_boxes',
  {
    playerId: playerKey(),
    amount: integer('amount').notNull().default(0),
    breaks: integer('breaks').notNull().default(0),
    lastBrokenAt: timestamptz('last_broken_at'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [check('money_boxes_amounts_non_negative', sql`${t.amount} >= 0 AND ${t.breaks} >= 0`)],
);
