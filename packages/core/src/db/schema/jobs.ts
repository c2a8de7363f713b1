import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, createdAt } from './columns.ts';

/**
 * What background jobs did once across server processes (docs/adr/0011-job-engine.md). A job records an
 * effect here before it acts, with ON CONFLICT DO NOTHING: whichever process or retry inserts the row acts,
 * every other run finds it and does nothing.
 */
export const featureTransitions = pgTable(
  'feature_transitions',
  {
    brand: text('brand').notNull(),
    featureKey: text('feature_key').notNull(),
    transition: text('transition', { enum: ['started', 'finished', 'periodStarted'] }).notNull(),
    /** When the transition happened by the feature's schedule (not when the job saw it). */
    at: timestamptz('at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.featureKey, t.transition, t.at] })],
);
