import type { Db } from '../db/client.ts';
import { minimumAgeRules } from '../db/schema/index.ts';

export type AgeRule = Pick<
  typeof minimumAgeRules.$inferSelect,
  'country' | 'region' | 'minimumAge' | 'effectiveFrom' | 'effectiveTo' | 'source'
>;

/** Where no rule says otherwise (and the site-wide floor of the profile form). */
export const DEFAULT_MINIMUM_AGE = 18;

const inEffect = (rule: AgeRule, day: string) =>
  rule.effectiveFrom <= day && (rule.effectiveTo === null || day <= rule.effectiveTo);

/** The minimum age on that day: the state's rule in effect, else the country's, else 18. */
export function minimumAgeFor(
  rules: readonly AgeRule[],
  location: { country: string; region: string | null } | null,
  day: string,
): number {
  if (!location) return DEFAULT_MINIMUM_AGE;
  const live = rules.filter((r) => r.country === location.country && inEffect(r, day));
  const state = location.region ? live.find((r) => r.region === location.region) : undefined;
  return (state ?? live.find((r) => r.region === null))?.minimumAge ?? DEFAULT_MINIMUM_AGE;
}

/** Whole years between a birth day and a day (both YYYY-MM-DD): birthdays count from their day. */
export function ageOn(birthDay: string, day: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export async function loadAgeRules(db: Db): Promise<AgeRule[]> {
  return db
    .select({
      country: minimumAgeRules.country,
      region: minimumAgeRules.region,
      minimumAge: minimumAgeRules.minimumAge,
      effectiveFrom: minimumAgeRules.effectiveFrom,
      effectiveTo: minimumAgeRules.effectiveTo,
      source: minimumAgeRules.source,
    })
    .from(minimumAgeRules);
}
