import type { TournamentAudience } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournamentPlayers, tournaments } from '../db/schema/index.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { createPlayer } from './factories.ts';

const HOUR = 3_600_000;

/**
 * A coin race of the tao brand on any game, scored by total win, that started 3 hours before `now` and ends at
 * `endsAt` (an hour before `now` unless said), with `board`'s players (made 4 hours before `now`, in the board's
 * order, each reaching their points a minute after the one above). `gained()` answers the coins each player has
 * gained since.
 */
export async function insertTestRace(
  db: Db,
  race: {
    now: Date;
    title: { en: string; es: string };
    prizes: { coins: number; entries: number }[];
    board: { points: number; rounds: number }[];
    minRounds?: number;
    audience?: TournamentAudience;
    endsAt?: Date;
  },
) {
  const { now, board, endsAt = new Date(now.getTime() - HOUR), ...content } = race;
  const [row] = await db
    .insert(tournaments)
    .values({
      brand: 'tao',
      games: ['any'],
      mode: 'COIN',
      scoring: { rule: 'totalWin', factor: 1 },
      ...content,
      startsAt: new Date(now.getTime() - 3 * HOUR),
      endsAt,
    })
    .returning();
  const players: Array<{ id: string }> = [];
  for (const [i, { points, rounds }] of board.entries()) {
    const { player } = await createPlayer(db, { brand: 'tao', now: new Date(now.getTime() - 4 * HOUR) });
    players.push(player);
    await db.insert(tournamentPlayers).values({
      tournamentId: row!.id,
      playerId: player.id,
      points,
      roundsPlayed: rounds,
      subscribedAt: row!.startsAt,
      reachedAt: new Date(row!.startsAt.getTime() + i * 60_000),
    });
  }
  const before = await Promise.all(players.map(async (p) => (await getPlayerBalances(db, p.id)).coins));
  const gained = async () =>
    Promise.all(players.map(async (p, i) => (await getPlayerBalances(db, p.id)).coins - before[i]!));
  return { id: row!.id, players, gained };
}
