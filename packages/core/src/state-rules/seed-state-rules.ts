import type { Db } from '../db/client.ts';
import { minimumAgeRules, restrictedRegions } from '../db/schema/index.ts';
import type { SourcedRestrictionRule } from '../geo/seed-restricted-regions.ts';
import type { AgeRule } from './age-rules.ts';

const SINCE = '2020-01-01';
type SourcedAgeRule = AgeRule & { sourceUrl: string | null };
const age = (region: string | null, minimumAge: number, source: string): SourcedAgeRule => ({
  country: 'US',
  region,
  minimumAge,
  effectiveFrom: SINCE,
  effectiveTo: null,
  source,
  sourceUrl: null,
});

/**
 * The minimum age for sweepstakes play (docs/free-entry-and-state-rules.md lists the sources): 18 in the
 * US and Canada, 19 where that is the age of majority (Alabama, Nebraska), 21 where the age of majority or
 * the state's casino-gaming age is 21 and sweepstakes operators follow it (Mississippi, Massachusetts,
 * Arizona). An operator's policy to be confirmed by counsel; a change is a new row with its dates.
 */
export const INITIAL_AGE_RULES: readonly SourcedAgeRule[] = [
  age(null, 18, 'Operator default: age of majority in most states'),
  { ...age(null, 18, 'Operator default'), country: 'CA' },
  age('AL', 19, 'Age of majority in Alabama is 19 (Ala. Code § 26-1-1)'),
  age('NE', 19, 'Age of majority in Nebraska is 19 (Neb. Rev. Stat. § 43-2101)'),
  age('MS', 21, 'Age of majority in Mississippi is 21 (Miss. Code § 1-3-27)'),
  age('MA', 21, 'Operator policy: Massachusetts gaming age 21 (M.G.L. c. 23K § 2)'),
  age('AZ', 21, 'Operator policy: Arizona casino gaming age 21 (A.R.S. § 5-601)'),
];

/**
 * States closed since the launch list (seed-restricted-regions.ts) was written, checked against the laws on
 * 2026-12-03. Louisiana's SB 181 was vetoed on 2025-06-12: no law closes Louisiana, the operator keeps it
 * closed by its own choice, and the row says so. Indiana's HB 1052 bans online sweepstakes casinos from
 * 2026-07-01. Existing installs got the same through migration 0040.
 */
export const ADDED_RESTRICTED_REGIONS: readonly SourcedRestrictionRule[] = [
  {
    country: 'US',
    region: 'LA',
    scope: 'sweepstakes',
    effectiveFrom: '2025-08-01',
    effectiveTo: null,
    reason: 'Sweepstakes play is not offered in Louisiana',
    source: 'Operator policy (no state law: Louisiana SB 181 was vetoed on 2025-06-12)',
    sourceUrl: null,
  },
  {
    country: 'US',
    region: 'IN',
    scope: 'sweepstakes',
    effectiveFrom: '2026-07-01',
    effectiveTo: null,
    reason: 'Sweepstakes play is not offered in Indiana',
    source: 'Indiana HB 1052 (2026): online sweepstakes casinos banned',
    sourceUrl: 'https://iga.in.gov/legislative/2026/bills/house/1052',
  },
];

export async function seedStateRules(db: Db): Promise<void> {
  await db.insert(minimumAgeRules).values([...INITIAL_AGE_RULES]);
  await db.insert(restrictedRegions).values([...ADDED_RESTRICTED_REGIONS]);
}
