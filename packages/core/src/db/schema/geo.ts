import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';
import { serialId, createdAt } from './columns.ts';

/** Where play is not offered: a country, or a region of it, from one date (until another). */
export const restrictedRegions = pgTable(
  'restricted_regions',
  {
    id: serialId(),
    country: text('country').notNull(),
    region: text('region'),
    scope: text('scope', { enum: ['all', 'sweepstakes'] })
      .notNull()
      .default('sweepstakes'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    reason: text('reason'),
    /** Where the rule comes from: a law's name and number, or "Operator policy" (compliance review). */
    source: text('source'),
    sourceUrl: text('source_url'),
  },
  (t) => [index('restricted_regions_country_idx').on(t.country, t.region)],
);

/** Every geo decision and client-reported block, for the operator's audit. */
export const geoEvents = pgTable('geo_events', {
  id: serialId(),
  playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['ip_check', 'geo_check', 'block'] }).notNull(),
  access: text('access', { enum: ['allowed', 'blocked'] }).notNull(),
  country: text('country'),
  region: text('region'),
  ip: text('ip'),
  apps: jsonb('apps').$type<string[]>(),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});
