import { playRound } from './play-round.ts';
import { playShot } from './play-shot.ts';
import type { EngineDefinition, RandomSource } from './types.ts';

export interface SimulationTotals {
  rounds: number;
  /** Sum of win / bet over the rounds, and of its square (for the standard deviation). */
  sum: number;
  sumSquares: number;
}

/**
 * Plays `rounds` rounds at the lowest bet and totals the return per unit staked: per bet, or per price
 * for bought rounds (`buyFeature`). A fishing game shoots at a fish kind drawn uniformly each round.
 */
export function simulateRounds(
  game: EngineDefinition,
  rounds: number,
  rng: RandomSource,
  options: { buyFeature?: boolean } = {},
): SimulationTotals {
  const bet = game.betLevels[0]!;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i++) {
    let ratio: number;
    if (game.kind === 'fishing') {
      ratio = playShot(game, bet, game.fish[rng.int(game.fish.length)]!.id, rng).totalWin / bet;
    } else {
      const outcome = playRound(game, bet, rng, options);
      ratio = outcome.totalWin / (outcome.price ?? bet);
    }
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
  /** Half-width of the 99.9% confidence interval: 3.2905·σ/√n (bench:rtp's criterion). */
  halfWidth999: number;
}

export function estimateRtp(totals: SimulationTotals): RtpEstimate {
  const { rounds, sum, sumSquares } = totals;
  const rtp = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
  const se = sd / Math.sqrt(rounds);
  return { rounds, rtp, sd, halfWidth99: 2.576 * se, halfWidth999: 3.2905 * se };
}

export function mergeTotals(parts: readonly SimulationTotals[]): SimulationTotals {
  return parts.reduce(
    (a, b) => ({ rounds: a.rounds + b.rounds, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares }),
    { rounds: 0, sum: 0, sumSquares: 0 },
  );
}
