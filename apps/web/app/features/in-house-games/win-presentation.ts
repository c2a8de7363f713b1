import type { SpinStep, Win } from '@casino/game-math';

// The tiers are the contracts' (the winners feed counts a "big win" by the same table): docs/game-math.md.
export { WIN_TIERS, winTier, type WinTier } from '@casino/contracts/values';

/** How the frame animates: quick spin shortens everything, reduced motion skips what moves. */
export type Pace = 'normal' | 'quick' | 'reduced';

/**
 * How long the count-up of a win runs, in ms: longer for bigger wins (in bets), so a small win ticks up in a
 * moment and an epic one builds. Quick spin is a third as long; reduced motion shows the figure at once.
 */
export function countUpDuration(win: number, bet: number, pace: Pace): number {
  if (win <= 0 || bet <= 0 || pace === 'reduced') return 0;
  const times = win / bet;
  const ms = times < 1 ? 400 : times < 15 ? 800 + 60 * times : Math.min(6000, 1700 + 60 * times);
  return Math.round(pace === 'quick' ? ms / 3 : ms);
}

/**
 * The figures a count-up shows, one per frame of `frameMs`, easing out towards `win` and ending on it exactly;
 * whole minor units, never going down. An instant count-up is the win alone.
 */
export function countUpSteps(win: number, durationMs: number, frameMs = 1000 / 30): number[] {
  const frames = Math.max(1, Math.round(durationMs / frameMs));
  const steps: number[] = [];
  let last = 0;
  for (let i = 1; i <= frames; i++) {
    const t = i / frames;
    const value = i === frames ? win : Math.floor(win * (1 - (1 - t) ** 3));
    if (value > last || i === frames) steps.push(value);
    last = Math.max(last, value);
  }
  return steps;
}

/**
 * The wins of a step shown one at a time (each line with its cells, then scatters, coins and the Grand), after
 * a first look at all of them together; the cycle repeats while the player waits.
 */
export function winHighlights(step: Pick<SpinStep, 'wins'>): Win[][] {
  if (step.wins.length === 0) return [];
  return step.wins.length === 1 ? [step.wins] : [step.wins, ...step.wins.map((win) => [win])];
}
