import { createHash } from 'node:crypto';
import type { TournamentPrize, TournamentScoring } from '@casino/contracts';

/** The round's fields scoring reads (minor units: whole coins, hundredths of entries). */
export interface ScoredRound {
  bet: number;
  win: number;
  freeRound: boolean;
}

/**
 * The points a round scores by the tournament's rule (docs/engagement.md, "Tournaments"). Free rounds (bet 0)
 * never score; points are whole and never negative.
 */
export function roundPoints(scoring: TournamentScoring, round: ScoredRound): number {
  if (round.freeRound || round.bet <= 0) return 0;
  switch (scoring.rule) {
    case 'winMultiplier':
      return Math.floor((round.win * scoring.factor) / round.bet);
    case 'totalWin':
      return round.win * scoring.factor;
    case 'totalBet':
      return round.bet * scoring.factor;
  }
}

/** A player's public handle on leaderboards: derived from the id, never the id, email or login. */
export const publicProfile = (playerId: string) =>
  createHash('sha256').update(`tournament-profile:${playerId}`).digest('hex').slice(0, 10);

/**
 * The rows that may be paid (docs/live-operations.md, "Minimum rounds and audience"): a player who played
 * fewer than `minRounds` rounds, or is outside the audience, stays on the board but is passed over, so the
 * places below move up and the next qualifying player takes the prize. `leaders` best first.
 */
export function qualifyingLeaders<T extends { roundsPlayed: number; playerId: string }>(
  leaders: readonly T[],
  rules: { minRounds: number; inAudience: (playerId: string) => boolean },
): T[] {
  return leaders.filter((row) => row.roundsPlayed >= rules.minRounds && rules.inAudience(row.playerId));
}

/** One prize winner's share when a tournament ends. */
export interface PrizeShare {
  /** Shared by every row of equal points: 1 + the rows with more points. */
  place: number;
  coins: number;
  entries: number;
}

/**
 * Ties share place and prize (issue #32): rows of equal points take the same place, and the prizes of the
 * places they cover together (place p to p + n − 1, those within the table) are summed and split equally.
 * Each share is rounded down, coins to a whole coin and entries to a hundredth; the remainder (at most n − 1
 * coins and n − 1 hundredths) is not paid. `leaders` are the board's rows best first, every row tied with the
 * table's last place included; rows without points win nothing.
 */
export function prizeShares(
  leaders: ReadonlyArray<{ points: number }>,
  prizes: readonly TournamentPrize[],
): PrizeShare[] {
  const shares: PrizeShare[] = [];
  let start = 0;
  while (start < leaders.length && start < prizes.length) {
    const points = leaders[start]!.points;
    let end = start;
    while (end + 1 < leaders.length && leaders[end + 1]!.points === points) end += 1;
    const group = end - start + 1;
    const covered = prizes.slice(start, Math.min(end + 1, prizes.length));
    // Hundredths of entries as integers: no binary fractions in the split.
    const coins = covered.reduce((sum, p) => sum + p.coins, 0);
    const cents = covered.reduce((sum, p) => sum + Math.round(p.entries * 100), 0);
    for (let i = 0; i < group; i += 1)
      shares.push(
        points > 0
          ? { place: start + 1, coins: Math.floor(coins / group), entries: Math.floor(cents / group) / 100 }
          : { place: start + 1, coins: 0, entries: 0 },
      );
    start = end + 1;
  }
  return shares;
}
