import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FortunePackage } from '@casino/contracts';
import { serialId, timestamptz, createdAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * A fortune-investment plan a player bought: the package as it was sold (a later change of the config
 * never changes a running plan), numbered per player (`seq`: one purchase per number, so racing purchases
 * buy one plan). Its days are paid by claims under `fortune-investment:{id}:{day}`.
 */
export const fortuneInvestmentPlans = pgTable(
  'fortune_investment_plans',
  {
    id: serialId(),
    playerId: playerRef(),
    seq: integer('seq').notNull(),
    packageId: text('package_id').notNull(),
    package: jsonb('package').$type<FortunePackage>().notNull(),
    boughtAt: timestamptz('bought_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fortune_investment_plans_seq_idx').on(t.playerId, t.seq)],
);
