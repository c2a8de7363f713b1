import type { TournamentAudience, TournamentPrize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playerRankOf } from '../engagement/player-rank.ts';
import { topOf, type BoardRow } from './leaderboard.ts';
import { prizeShares, qualifyingLeaders, type PrizeShare } from './tournament-rules.ts';

/** What of a tournament decides who takes its prizes. */
export interface PrizeRules {
  id: number;
  brand: string;
  prizes: readonly TournamentPrize[];
  minRounds: number;
  audience: TournamentAudience;
}

/** A board row and the prize it takes: the place of the prize table (ties share it) and its share. */
export interface PrizeAward extends PrizeShare {
  row: BoardRow;
}

/**
 * Who takes each prize, read from the board now (docs/live-operations.md, "Minimum rounds and audience"): the
 * qualifying rows (`qualifyingLeaders`) take the table's places in board order, ties sharing place and prize
 * (`prizeShares`). The one rule of both the running board (each row's prize, `standingOf`) and the payout at
 * the end (`finishTournament`), so the board never promises a row a prize the end would pay to another.
 * Awards are best first; rows of no points get a zero share.
 */
export async function prizeAwards(db: Db, t: PrizeRules): Promise<PrizeAward[]> {
  const contenders = await prizeContenders(db, t, t.prizes.length);
  return prizeShares(contenders, t.prizes).map((share, i) => ({ ...share, row: contenders[i]! }));
}

/** The awards by player, for the board's rows: only those that pay something. */
export const awardsByPlayer = (awards: readonly PrizeAward[]): ReadonlyMap<string, PrizeAward> =>
  new Map(
    awards.filter((a) => a.row.points > 0 && (a.coins > 0 || a.entries > 0)).map((a) => [a.row.playerId, a]),
  );

/**
 * The board's rows that may win, best first: those that qualify (enough rounds, in the audience) for the
 * table's places, and every qualifying row tied on points with its last place. Reads the board in growing
 * pages until enough rows qualify.
 */
async function prizeContenders(db: Db, t: PrizeRules, places: number): Promise<BoardRow[]> {
  if (places === 0) return [];
  const ranks = new Map<string, number>();
  const audienceRank = t.audience.kind === 'rank' ? t.audience.rank : null;
  let limit = places;
  for (;;) {
    const rows = await topOf(db, t.id, limit);
    if (audienceRank !== null)
      for (const row of rows)
        if (!ranks.has(row.playerId))
          ranks.set(row.playerId, (await playerRankOf(db, { brand: t.brand, playerId: row.playerId })).rank);
    const qualified = qualifyingLeaders(rows, {
      minRounds: t.minRounds,
      inAudience: (playerId) => audienceRank === null || ranks.get(playerId)! >= audienceRank,
    });
    const settled = qualified.length > places && qualified.at(-1)!.points !== qualified[places - 1]!.points;
    if (rows.length < limit || settled) return qualified;
    limit *= 2;
  }
}
