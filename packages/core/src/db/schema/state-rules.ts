import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

/**
 * The minimum age for sweepstakes play, per country (region null) or state, from one day (until
 * another). The most specific rule in effect wins; where states are closed lives in restricted_regions.
 */
export const minimumAgeRules = pgTable(
  'minimum_age_rules',
  {
    id: serialId(),
    country: text('country').notNull(),
    region: text('region'),
    minimumAge: integer('minimum_age').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    /** Where the rule comes from (statute, operator policy), for the compliance review. */
    source: text('source'),
    sourceUrl: text('source_url'),
  },
  (t) => [index('minimum_age_rules_country_idx').on(t.country, t.region)],
);
