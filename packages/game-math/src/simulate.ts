import { playRound } from './play-round.ts';
import type { GameDefinition, RandomSource } from './types.ts';

export interface SimulationTotals {
  rounds: number;
  /** Sum of win / bet over the rounds, and of its square (for the standard deviation). */
  sum: number;
  sumSquares: number;
}

/** Plays `rounds` rounds at the lowest bet and totals the return per unit bet. */
export function simulateRounds(game: GameDefinition, rounds: number, rng: RandomSource): SimulationTotals {
  const bet = game.betLevels[0]!;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i++) {
    const ratio = playRound(game, bet, rng).totalWin / bet;
    sum += ratio;
    sumSquares += ratio * ratio;
  }
  return { rounds, sum, sumSquares };
}

export interface RtpEstimate {
  rounds: number;
  rtp: number;
  /** Standard deviation of one round's return. */
  sd: number;
  /** Half-width of the 99% confidence interval of the mean: 2.576·σ/√n. */
  halfWidth99: number;
}

export function estimateRtp(totals: SimulationTotals): RtpEstimate {
  const { rounds, sum, sumSquares } = totals;
  const rtp = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
  return { rounds, rtp, sd, halfWidth99: (2.576 * sd) / Math.sqrt(rounds) };
}

export function mergeTotals(parts: readonly SimulationTotals[]): SimulationTotals {
  return parts.reduce(
    (a, b) => ({ rounds: a.rounds + b.rounds, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares }),
    { rounds: 0, sum: 0, sumSquares: 0 },
  );
}
