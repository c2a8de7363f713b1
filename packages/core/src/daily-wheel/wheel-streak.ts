/**
 * The wheel's streak: consecutive periods with a spin. Each claim's state keeps the streak of its
 * period's spin (the extra spin copies it), so the next spin reads it from the latest claim.
 */
export interface WheelClaimState {
  sectorIndex: number;
  /** The run of consecutive periods with a spin, this one included (1 … streakForBooster). */
  streak: number;
  /** This spin's prize was multiplied by the booster. */
  boosted: boolean;
}

/** The period a claim belongs to: its key without a slot (`2026-11-24:extra` → `2026-11-24`). */
export const basePeriod = (claimPeriod: string) => claimPeriod.split(':')[0]!;

/**
 * The streak the period's spin makes: one more than the last spin's when that was in the period just
 * before, else 1. A run that reached `streakForBooster` (a boosted spin) starts again at 1.
 */
export function nextStreak(
  last: { period: string; state: Pick<WheelClaimState, 'streak'> } | null,
  previousPeriodKey: string,
  streakForBooster: number,
): number {
  if (!last || basePeriod(last.period) !== previousPeriodKey) return 1;
  return last.state.streak >= streakForBooster ? 1 : last.state.streak + 1;
}

/**
 * The streak a player sees: this period's if they spun, else the run the next spin continues (0 when
 * it starts over).
 */
export function currentStreak(
  last: { period: string; state: Pick<WheelClaimState, 'streak'> } | null,
  period: { key: string; previousKey: string },
  streakForBooster: number,
): number {
  if (!last) return 0;
  if (basePeriod(last.period) === period.key) return last.state.streak;
  return nextStreak(last, period.previousKey, streakForBooster) - 1;
}
