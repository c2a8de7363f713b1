import type { DepositStreakConfig } from '@casino/contracts';

/** A player's streak run as stored (`deposit_streaks`). */
export interface StreakRun {
  streakId: string;
  count: number;
  startedAt: Date;
  lastDepositAt: Date;
  /** The run's wheel was spun: the run is over. */
  spunAt: Date | null;
}

/**
 * What a run is at a moment: `none` (no run, its wheel spun, or left without a purchase past the window),
 * `counting` (purchases below the maximum, with the time it resets) or `full` (the wheel waits; a full run
 * never resets: the player earned the wheel).
 */
export type StreakState =
  { kind: 'none' } | { kind: 'counting'; run: StreakRun; resetAt: Date } | { kind: 'full'; run: StreakRun };

type Rules = Pick<DepositStreakConfig, 'maxNumberOfDeposit' | 'resetStreakHours'>;

export const resetAtOf = (run: Pick<StreakRun, 'lastDepositAt'>, config: Rules) =>
  new Date(run.lastDepositAt.getTime() + config.resetStreakHours * 3600_000);

/** The run's state at `at` (the window's end itself resets: a purchase must come before it). */
export function streakStateAt(run: StreakRun | null, config: Rules, at: Date): StreakState {
  if (!run || run.spunAt) return { kind: 'none' };
  if (run.count >= config.maxNumberOfDeposit) return { kind: 'full', run };
  const resetAt = resetAtOf(run, config);
  return at.getTime() < resetAt.getTime() ? { kind: 'counting', run, resetAt } : { kind: 'none' };
}

/**
 * The run after a purchase at `at`: a new run at 1 when none runs, one step more while counting, and
 * unchanged (`counted: false`) while the wheel waits. Purchases of one player may be handled out of order,
 * so the last deposit time only moves forward.
 */
export function afterPurchase(
  run: StreakRun | null,
  config: Rules,
  at: Date,
  newStreakId: () => string,
): { run: StreakRun; counted: boolean } {
  const state = streakStateAt(run, config, at);
  if (state.kind === 'full') return { run: state.run, counted: false };
  if (state.kind === 'none')
    return {
      run: { streakId: newStreakId(), count: 1, startedAt: at, lastDepositAt: at, spunAt: null },
      counted: true,
    };
  const last = state.run.lastDepositAt.getTime() > at.getTime() ? state.run.lastDepositAt : at;
  return { run: { ...state.run, count: state.run.count + 1, lastDepositAt: last }, counted: true };
}

/** Progress in whole percent, as the client shows it when `percentEnabled`. */
export const percentOf = (count: number, max: number) =>
  Math.min(100, Math.round((Math.min(count, max) / max) * 100));
