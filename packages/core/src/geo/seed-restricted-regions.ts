import type { Db } from '../db/client.ts';
import { restrictedRegions } from '../db/schema/index.ts';
import type { RestrictionRule } from './restriction-rules.ts';

/** A seeded rule with where it comes from (the compliance screen shows it). */
export type SourcedRestrictionRule = RestrictionRule & { source: string; sourceUrl: string | null };

const LAUNCH_LIST = 'Operator policy (launch list)';

const state = (
  region: string,
  name: string,
  effectiveFrom = '2020-01-01',
  source = LAUNCH_LIST,
  sourceUrl: string | null = null,
): SourcedRestrictionRule => ({
  country: 'US',
  region,
  scope: 'sweepstakes',
  effectiveFrom,
  effectiveTo: null,
  reason: `Sweepstakes play is not offered in ${name}`,
  source,
  sourceUrl,
});

/**
 * Where sweepstakes play is banned or restricted at launch. Countries other than SERVICE_COUNTRIES
 * (contracts/src/geo.ts) are outside the service area by rule and need no rows.
 */
export const INITIAL_RESTRICTED_REGIONS: readonly SourcedRestrictionRule[] = [
  state('NV', 'Nevada'),
  state('NJ', 'New Jersey'),
  state('CT', 'Connecticut'),
  state('MT', 'Montana'),
  state('WA', 'Washington'),
  state('ID', 'Idaho'),
  state('MI', 'Michigan'),
  state('DE', 'Delaware'),
  state(
    'CA',
    'California',
    '2026-01-01',
    'California AB 831 (2025)',
    'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260AB831',
  ),
  state('NY', 'New York', '2025-12-01'),
  {
    country: 'CA',
    region: 'QC',
    scope: 'sweepstakes',
    effectiveFrom: '2020-01-01',
    effectiveTo: null,
    reason: 'Sweepstakes play is not offered in Quebec',
    source: LAUNCH_LIST,
    sourceUrl: null,
  },
];

export async function seedRestrictedRegions(db: Db): Promise<void> {
  await db.insert(restrictedRegions).values([...INITIAL_RESTRICTED_REGIONS]);
}
