import { GEO_TEXTS, SERVICE_COUNTRIES, type GeoDecision } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { restrictedRegions } from '../db/schema/index.ts';

export type RestrictionRule = Pick<
  typeof restrictedRegions.$inferSelect,
  'country' | 'region' | 'scope' | 'effectiveFrom' | 'effectiveTo' | 'reason'
>;

/** A location to judge: a country code (or 'outside' the known map) and a region code. */
export interface JudgedLocation {
  country: string;
  region: string | null;
}

/** The calendar day (UTC) rules are judged on; dates in restricted_regions are days too. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** effectiveFrom is the first day a rule applies, effectiveTo (when set) the last. */
export const ruleInEffect = (rule: Pick<RestrictionRule, 'effectiveFrom' | 'effectiveTo'>, day: string) =>
  rule.effectiveFrom <= day && (rule.effectiveTo === null || day <= rule.effectiveTo);

/** In effect on that day, or announced for later: what /rest/restriction/info/ lists. */
export const ruleCurrentOrAnnounced = (rule: RestrictionRule, day: string) =>
  rule.effectiveTo === null || day <= rule.effectiveTo;

const isServiceCountry = (country: string) => (SERVICE_COUNTRIES as readonly string[]).includes(country);

/**
 * The decision for a location on a day. Unknown (null) is allowed: a private address in local
 * development, or an IP the database cannot place. Outside the service countries is blocked; inside,
 * a rule for the whole country (region null) or for the region blocks.
 */
export function decideLocation(
  location: JudgedLocation | null,
  rules: readonly RestrictionRule[],
  day: string,
): GeoDecision {
  if (!location) return { access: 'allowed', country: null, region: null };
  const { country, region } = location;
  if (!isServiceCountry(country))
    return { access: 'blocked', country, region, reason: GEO_TEXTS.outsideServiceArea };
  const rule = rules.find(
    (r) => r.country === country && (r.region === null || r.region === region) && ruleInEffect(r, day),
  );
  if (rule)
    return {
      access: 'blocked',
      country,
      region,
      reason: rule.reason ?? `Sweepstakes play is not offered in ${region ?? country}`,
    };
  return { access: 'allowed', country, region };
}

/** All rules; the table holds tens of rows, so each check reads it whole. */
export async function loadRestrictionRules(db: Db): Promise<RestrictionRule[]> {
  return db
    .select({
      country: restrictedRegions.country,
      region: restrictedRegions.region,
      scope: restrictedRegions.scope,
      effectiveFrom: restrictedRegions.effectiveFrom,
      effectiveTo: restrictedRegions.effectiveTo,
      reason: restrictedRegions.reason,
    })
    .from(restrictedRegions)
    .orderBy(restrictedRegions.country, restrictedRegions.region, restrictedRegions.effectiveFrom);
}
