import { claimRefusal } from './claim-feature.ts';
import type { LiveFeature } from './load-features.ts';
import { isScheduledAt, type FeaturePeriod } from './periods.ts';

/** When the next period opens (the end of this one), or null when the feature has finished by then. */
export function nextOpening(feature: Pick<LiveFeature, 'schedule'>, period: FeaturePeriod): Date | null {
  return isScheduledAt(feature.schedule, period.endsAt) ? period.endsAt : null;
}

/** A claim asked for after the period's claims are used (racing repeats get the first answer instead). */
export const alreadyClaimedError = () => claimRefusal('alreadyClaimed', 409);
