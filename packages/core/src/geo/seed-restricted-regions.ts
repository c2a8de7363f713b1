import type { Db } from '../db/client.ts';
import { restrictedRegions } from '../db/schema/index.ts';
import type { RestrictionRule } from './restriction-rules.ts';

const state = (region: string, name: string, effectiveFrom = '2020-01-01'): RestrictionRule => ({
  country: 'US',
  region,
  scope: 'sweepstakes',
  effectiveFrom,
  effectiveTo: null,
  reason: `Sweepstakes play is not offered in ${name}`,
});

/**
 * Where sweepstakes play is banned or restricted at launch. Countries other than SERVICE_COUNTRIES
 * (contracts/src/geo.ts) are outside the service area by rule and need no rows.
 */
export const INITIAL_RESTRICTED_REGIONS: readonly RestrictionRule[] = [
  state('NV', 'Nevada'),
  state('NJ', 'New Jersey'),
  state('CT', 'Connecticut'),
  state('MT', 'Montana'),
  state('WA', 'Washington'),
  state('ID', 'Idaho'),
  state('MI', 'Michigan'),
  state('DE', 'Delaware'),
  state('CA', 'California', '2026-01-01'),
  state('NY', 'New York', '2025-12-01'),
  {
    country: 'CA',
    region: 'QC',
    scope: 'sweepstakes',
    effectiveFrom: '2020-01-01',
    effectiveTo: null,
    reason: 'Sweepstakes play is not offered in Quebec',
  },
];

export async function seedRestrictedRegions(db: Db): Promise<void> {
  await db.insert(restrictedRegions).values([...INITIAL_RESTRICTED_REGIONS]);
}
