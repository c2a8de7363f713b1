import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, createdAt } from './columns.ts';

/** One place of a draw as stored: the player and the prize paid through the claim rule. */
export interface EmailLotteryDrawWinner {
  place: number;
  playerId: string;
  coins: number;
  entries: number;
}

/**
 * The email lottery's draws: one row per brand and draw (its local date in the config's zone). The primary
 * key is the rule that a draw is made once: of racing job runs one inserts the row and draws, the others
 * wait for its commit and find it. `winners` is what the draw decided (paid in the same transaction).
 */
export const emailLotteryDraws = pgTable(
  'email_lottery_draws',
  {
    brand: text('brand').notNull(),
    drawKey: text('draw_key').notNull(),
    drawAt: timestamptz('draw_at').notNull(),
    entrants: integer('entrants').notNull().default(0),
    winners: jsonb('winners').$type<EmailLotteryDrawWinner[]>().notNull().default([]),
    drawnAt: timestamptz('drawn_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.drawKey] })],
);
