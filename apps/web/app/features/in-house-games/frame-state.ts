import type { CoinCell, RoundOutcome, SpinStep } from '@casino/game-math';

/** The spec's text for a spin requested while one is still running. */
export const ALREADY_SPINNING = 'Already spinning';

/**
 * One press of − or +: the neighbouring bet level. At the top level + keeps the bet and reports `atMax`
 * (the frame tells its parent, which may offer a bigger balance or a different game).
 */
export function stepBet(
  levels: readonly number[],
  bet: number,
  direction: 1 | -1,
): { bet: number; atMax: boolean } {
  const index = levels.indexOf(bet);
  const current = index === -1 ? 0 : index;
  const next = current + direction;
  if (next >= levels.length) return { bet: levels[levels.length - 1]!, atMax: true };
  return { bet: levels[Math.max(0, next)]!, atMax: false };
}

/** The highest level the balance covers, at most `preferred`; the lowest level when none is covered. */
export function affordableBet(levels: readonly number[], balance: number, preferred: number): number {
  let best = levels[0]!;
  for (const level of levels) if (level <= balance && level <= preferred) best = level;
  return best;
}

/**
 * What the next spin is: a free spin while a grant is live (its bet level, nothing staked, the bet
 * selector locked), else a paid spin at the chosen bet.
 */
export function nextSpin(
  freeSpins: { freeSpinId: string; betLevel: number } | null,
  bet: number,
): { body: { freeSpinId: string } | { bet: number }; bet: number; stake: number; free: boolean } {
  return freeSpins
    ? { body: { freeSpinId: freeSpins.freeSpinId }, bet: freeSpins.betLevel, stake: 0, free: true }
    : { body: { bet }, bet, stake: bet, free: false };
}

export type Announcement =
  | { kind: 'free-spins'; count: number }
  | { kind: 'retrigger'; count: number }
  | { kind: 'hold-and-link'; respins: number }
  | { kind: 'grand' };

export interface ReplayFrame {
  index: number;
  step: SpinStep;
  /** Total won by the end of this step. */
  winSoFar: number;
  /** Cells that stay put while the others spin ([reel][row]); all false for a full spin. */
  held: boolean[][];
  /** Coins to show on the grid once the step has landed, by "reel:row". */
  coins: Map<string, CoinCell>;
  announcement: Announcement | null;
}

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The order the client plays the server's steps in, with what each one shows. Never computes outcomes. */
export function replayFrames(outcome: RoundOutcome): ReplayFrame[] {
  let winSoFar = 0;
  return outcome.steps.map((step, index) => {
    winSoFar += step.win;
    const previous = index > 0 ? outcome.steps[index - 1] : undefined;
    const lockedBefore = step.kind === 'respin' ? (previous?.feature?.lockedCoins ?? []) : [];
    const held = step.grid.map((column) => column.map(() => false));
    for (const coin of lockedBefore) held[coin.reel]![coin.row] = true;
    const coins = new Map<string, CoinCell>();
    for (const coin of step.coins ?? []) coins.set(cellKey(coin.reel, coin.row), coin);
    return { index, step, winSoFar, held, coins, announcement: announce(step) };
  });
}

function announce(step: SpinStep): Announcement | null {
  if (step.wins.some((win) => win.kind === 'grand')) return { kind: 'grand' };
  const feature = step.feature;
  if (!feature) return null;
  if (feature.freeSpinsAwarded)
    return step.kind === 'base'
      ? { kind: 'free-spins', count: feature.freeSpinsAwarded }
      : { kind: 'retrigger', count: feature.freeSpinsAwarded };
  if (step.kind === 'base' && feature.respinsLeft !== undefined)
    return { kind: 'hold-and-link', respins: feature.respinsLeft };
  return null;
}

/** The balance to show once a frame has landed: what it was after the bet, plus the wins so far. */
export function balanceAfterFrame(finalBalance: number, outcome: RoundOutcome, frame: ReplayFrame): number {
  return finalBalance - outcome.totalWin + frame.winSoFar;
}

/** Lets one spin run at a time; a second one rejects with the spec's 'Already spinning'. */
export function createSpinGuard() {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(spin: () => Promise<T>): Promise<T> {
      if (busy) throw new Error(ALREADY_SPINNING);
      busy = true;
      try {
        return await spin();
      } finally {
        busy = false;
      }
    },
  };
}

/** Whether a round started a feature (free spins or hold-and-link): its paid spin left feature state. */
export const startsFeature = (outcome: RoundOutcome): boolean =>
  outcome.steps[0]?.feature !== undefined || outcome.steps.length > 1;
