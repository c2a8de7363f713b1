import { z } from 'zod';
import type { LastClaim } from '../engagement/claim-feature.ts';

/** What a daily-login claim keeps: the level it paid. */
export const DailyLoginStateSchema = z.object({ level: z.number().int().positive() });
export type DailyLoginState = z.infer<typeof DailyLoginStateSchema>;

export interface DailyLoginProgress {
  /** The level the next claim pays (the last level, on the day it was collected). */
  activeLevel: number;
  /** Levels collected in the current run. */
  claimedLevels: number;
  /** The run restarted at level 1 because a day was missed. */
  streakReset: boolean;
  /** This period's level is collected. */
  claimedToday: boolean;
}

/** The level a claim paid, or null when its state is not a daily-login state. */
export const claimedLevel = (claim: Pick<LastClaim, 'state'>): number | null => {
  const parsed = DailyLoginStateSchema.safeParse(claim.state);
  return parsed.success ? parsed.data.level : null;
};

/**
 * The missed-day rule (docs/engagement.md): a claim the period after the previous claim advances a level;
 * a missed period restarts the run at level 1 (`streakReset` until the next claim); the period after the
 * last level starts a new run at level 1.
 */
export function dailyLoginProgress(input: {
  levels: number;
  lastClaim: Pick<LastClaim, 'period' | 'state'> | null;
  periodKey: string;
  previousPeriodKey: string;
}): DailyLoginProgress {
  const { levels, lastClaim } = input;
  const level = lastClaim ? claimedLevel(lastClaim) : null;
  if (!lastClaim || level === null)
    return { activeLevel: 1, claimedLevels: 0, streakReset: false, claimedToday: false };
  const claimed = Math.min(level, levels);
  if (lastClaim.period === input.periodKey)
    return {
      activeLevel: claimed < levels ? claimed + 1 : levels,
      claimedLevels: claimed,
      streakReset: false,
      claimedToday: true,
    };
  if (lastClaim.period === input.previousPeriodKey)
    return claimed < levels
      ? { activeLevel: claimed + 1, claimedLevels: claimed, streakReset: false, claimedToday: false }
      : { activeLevel: 1, claimedLevels: 0, streakReset: false, claimedToday: false };
  return { activeLevel: 1, claimedLevels: 0, streakReset: true, claimedToday: false };
}
