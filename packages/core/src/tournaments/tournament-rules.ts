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

/** The place whose prize a row holds: places within the prize table, for players who scored. */
export const prizePlaceOf = (place: number, points: number, prizes: readonly TournamentPrize[]) =>
  points > 0 && place <= prizes.length ? place : null;

/** A player's public handle on leaderboards: derived from the id, never the id, email or login. */
export const publicProfile = (playerId: string) =>
  createHash('sha256').update(`tournament-profile:${playerId}`).digest('hex').slice(0, 10);

/** The name a leaderboard shows: first name and the surname's initial, else "Player" and the handle's start. */
export function publicName(player: { name: string | null; surname: string | null }, profile: string) {
  const name = player.name?.trim();
  if (!name) return `Player ${profile.slice(0, 6).toUpperCase()}`;
  const initial = player.surname?.trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
}
