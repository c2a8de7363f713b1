import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigSerialId, randomId, serialId, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef } from './identity.ts';

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
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.key] })],
);

/**
 * Versions of a brand's feature config (issue #32, docs/live-operations.md): draft → scheduled → live →
 * finished, or cancelled. The `feature-content` job applies a scheduled one when `effective_from` comes (a
 * conditional update, so once across processes) by writing its config to the `features` row. At most one
 * live version per feature, and no two scheduled ones take effect at the same instant.
 */
export const featureContentVersions = pgTable(
  'feature_content_versions',
  {
    id: serialId(),
    brand: text('brand').notNull(),
    key: text('key').notNull(),
    /** FEATURE_CONTENT_STATES of the contracts. */
    state: text('state').notNull(),
    config: jsonb('config').notNull(),
    effectiveFrom: timestamptz('effective_from'),
    appliedAt: timestamptz('applied_at'),
    note: text('note').notNull().default(''),
    /** The operator's email. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feature_content_versions_feature_idx').on(t.brand, t.key, t.id),
    index('feature_content_versions_due_idx')
      .on(t.effectiveFrom)
      .where(sql`${t.state} = 'scheduled'`),
    uniqueIndex('feature_content_versions_live_idx')
      .on(t.brand, t.key)
      .where(sql`${t.state} = 'live'`),
    uniqueIndex('feature_content_versions_instant_idx')
      .on(t.brand, t.key, t.effectiveFrom)
      .where(sql`${t.state} = 'scheduled'`),
  ],
);

/**
 * One claim rule for every feature: a row per (player, feature, period). The unique index is what makes
 * 32 racing claims pay once; `prizes` is the answer a repeat gets back; `state` what the feature keeps of
 * the claim (a daily-login level, a wheel sector, a chest) for its next period.
 */
export const featureClaims = pgTable(
  'feature_claims',
  {
    id: randomId(),
    playerId: playerRef(),
    featureKey: text('feature_key').notNull(),
    /** The period's key (`2026-11-24` for a daily period), with a suffix for a second claim in one period. */
    period: text('period').notNull(),
    prizes: jsonb('prizes').notNull(),
    state: jsonb('state').notNull(),
    claimedAt: timestamptz('claimed_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feature_claims_once_idx').on(t.playerId, t.featureKey, t.period),
    index('feature_claims_latest_idx').on(t.playerId, t.featureKey, t.claimedAt),
  ],
);

/**
 * Player activity that engagement features react to (a settled round, a completed purchase): written in
 * the same transaction as the money movement it describes (a transactional outbox), once per source
 * (`kind`, `ref`), and processed once by the activity dispatcher (`engagement/activity-dispatcher.ts`):
 * every handler runs in the transaction that marks the row processed.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigSerialId(),
    kind: text('kind').notNull(),
    /** The source's own id (a game round's transaction, a payment): a source is recorded once. */
    ref: text('ref').notNull(),
    playerId: playerRef(),
    data: jsonb('data').notNull(),
    /** The app clock's time of the activity: handlers decide time rules by it, not by when they run. */
    occurredAt: timestamptz('occurred_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamptz('processed_at'),
    /** The last handler failure (after 5 attempts the row is set aside with it). */
    lastError: text('last_error'),
    /** The handlers that failed on the last run: a retry runs only these (the others' work committed). */
    failedHandlers: jsonb('failed_handlers').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_events_once_idx').on(t.kind, t.ref),
    index('activity_events_pending_idx')
      .on(t.id)
      .where(sql`processed_at IS NULL`),
  ],
);
