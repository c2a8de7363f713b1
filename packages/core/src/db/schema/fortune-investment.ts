import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FortunePackage } from '@casino/contracts';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * A fortune-investment plan a player bought: the package as it was sold (a later change of the config
 * never changes a running plan), numbered per player (`seq`: one purchase per number, so racing purchases
 * buy one plan). Its days are paid by claims under `fortune-investment:{id}:{day}`.
 */
export const fortuneInvestmentPlans = pgTable(
  'fortune_investment_plans',
  {
    id: serial('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    packageId: text('package_id').notNull(),
    package: jsonb('package').$type<FortunePackage>().notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fortune_investment_plans_seq_idx').on(t.playerId, t.seq)],
);
