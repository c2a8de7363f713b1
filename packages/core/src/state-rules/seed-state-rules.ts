import type { Db } from '../db/client.ts';
import { minimumAgeRules, restrictedRegions } from '../db/schema/index.ts';
import type { RestrictionRule } from '../geo/restriction-rules.ts';
import type { AgeRule } from './age-rules.ts';

const SINCE = '2020-01-01';
const age = (region: string | null, minimumAge: number, source: string): AgeRule => ({
  country: 'US',
  region,
  minimumAge,
  effectiveFrom: SINCE,
  effectiveTo: null,
  source,
});

/**
 * The minimum age for sweepstakes play (docs/free-entry-and-state-rules.md lists the sources): 18 in the
 * US and Canada, 19 where that is the age of majority (Alabama, Nebraska), 21 where the age of majority or
 * the state's casino-gaming age is 21 and sweepstakes operators follow it (Mississippi, Massachusetts,
 * Arizona). An operator's policy to be confirmed by counsel; a change is a new row with its dates.
 */
export const INITIAL_AGE_RULES: readonly AgeRule[] = [
  age(null, 18, 'Operator default: age of majority in most states'),
  { ...age(null, 18, 'Operator default'), country: 'CA' },
  age('AL', 19, 'Age of majority in Alabama is 19 (Ala. Code § 26-1-1)'),
  age('NE', 19, 'Age of majority in Nebraska is 19 (Neb. Rev. Stat. § 43-2101)'),
  age('MS', 21, 'Age of majority in Mississippi is 21 (Miss. Code § 1-3-27)'),
  age('MA', 21, 'Operator policy: Massachusetts gaming age 21 (M.G.L. c. 23K § 2)'),
  age('AZ', 21, 'Operator policy: Arizona casino gaming age 21 (A.R.S. § 5-601)'),
];

/**
 * States closed since the launch list (seed-restricted-regions.ts) was written: Louisiana's ban on
 * online sweepstakes casinos (Act 2025 HB 53) took effect on 2025-08-01.
 */
export const ADDED_RESTRICTED_REGIONS: readonly RestrictionRule[] = [
  {
    country: 'US',
    region: 'LA',
    scope: 'sweepstakes',
    effectiveFrom: '2025-08-01',
    effectiveTo: null,
    reason: 'Sweepstakes play is not offered in Louisiana',
  },
];

export async function seedStateRules(db: Db): Promise<void> {
  await db.insert(minimumAgeRules).values([...INITIAL_AGE_RULES]);
  await db.insert(restrictedRegions).values([...ADDED_RESTRICTED_REGIONS]);
}
