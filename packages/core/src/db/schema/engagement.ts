import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * The engagement engine's features as data: one row per brand and feature key (docs/engagement.md).
 * `schedule` and `config` are checked by the contracts' FeatureScheduleSchema and the feature's own schema.
 */
export const features = pgTable(
  'features',
  {
    brand: text('brand').notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Lower shows first in featuresPriority.onMainPage. */
    priority: integer('priority').notNull(),
    schedule: jsonb('schedule').notNull(),
    config: jsonb('config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.key] })],
);

/**
 * One claim rule for every feature: a row per (player, feature, period). The unique index is what makes
 * 32 racing claims pay once; `prizes` is the answer a repeat gets back; `state` what the feature keeps of
 * the claim (a daily-login level, a wheel sector, a chest) for its next period.
 */
export const featureClaims = pgTable(
  'feature_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    /** The period's key (`2026-11-24` for a daily period), with a suffix for a second claim in one period. */
    period: text('period').notNull(),
    prizes: jsonb('prizes').notNull(),
    state: jsonb('state').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feature_claims_once_idx').on(t.playerId, t.featureKey, t.period),
    index('feature_claims_latest_idx').on(t.playerId, t.featureKey, t.claimedAt),
  ],
);
