import type { ShotOutcome } from '@casino/game-math';

/** A fish kind as the session lists it: a catch pays one of `multipliers` × the bet. */
export interface FishInfo {
  id: string;
  multipliers: number[];
}

/** One fish swimming across the pond: its own lane, pace and start, so the school never lines up. */
export interface SwimmingFish {
  /** Unique on screen ("shark-1"). */
  key: string;
  kind: string;
  /** Top of its lane, in % of the pond's height. */
  top: number;
  /** Where it rests when motion is reduced, in % of the pond's width. */
  rest: number;
  /** One crossing, in ms: bigger prizes swim slower, so they stay on screen longer. */
  durationMs: number;
  /** Negative: it starts part-way across, so the pond is full from the first frame. */
  delayMs: number;
  /** 1 swims left to right, -1 right to left. */
  direction: 1 | -1;
  /** Drawn size relative to the smallest fish. */
  scale: number;
}

/**
 * The school on screen: `perKind` of each kind (one of the boss, the last kind), each in a lane of its
 * own, alternate directions. Deterministic, so a re-render never jumps a fish; a pure layout, the
 * server alone decides what a shot catches.
 */
export function pondLayout(fish: readonly FishInfo[], perKind = 2): SwimmingFish[] {
  const school = fish.flatMap((kind, k) =>
    Array.from({ length: k === fish.length - 1 ? 1 : perKind }, (_, copy) => ({ kind: kind.id, k, copy })),
  );
  return school.map(({ kind, k, copy }, i) => {
    const durationMs = 9_000 + k * 1_400;
    return {
      key: `${kind}-${copy + 1}`,
      kind,
      // Interleave the lanes so big and small fish mix top to bottom.
      top: Math.round((((i * 5) % school.length) / school.length) * 82 + 4),
      rest: ((i * 37) % 80) + 4,
      durationMs,
      delayMs: -Math.round(((i * 0.37 + copy * 0.5) % 1) * durationMs),
      direction: i % 2 === 0 ? 1 : -1,
      scale: 1 + k * 0.18,
    };
  });
}

/** The prize a kind pays, for its label: "5×", or "100×–1,000×" for a boss that draws its multiplier. */
export function prizeRange(fish: FishInfo): { min: number; max: number } {
  return { min: Math.min(...fish.multipliers), max: Math.max(...fish.multipliers) };
}

/** What a shot shows once the server has answered: caught or not, and what it paid. */
export function shotView(outcome: ShotOutcome): {
  target: string;
  hit: boolean;
  multiplier: number;
  win: number;
} {
  const [step] = outcome.steps;
  return { target: step.target, hit: step.hit, multiplier: step.multiplier, win: step.win };
}

/** The balance while a shot is in the water: the bet is taken at once, the server's balance replaces it. */
export const balanceWhileShooting = (balance: number, bet: number) => balance - bet;
