import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TournamentStanding } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players, tournamentPlayers as tp } from '../db/schema/index.ts';
import { boardName, namedPlayerColumns, type NamedPlayer } from '../winners/masked-name.ts';
import { publicProfile, type PrizeShare } from './tournament-rules.ts';

/**
 * The leaderboard of a tournament, read through `tournament_players_board_idx` (tournament, points desc,
 * reached_at, player): the board's order is points, then who reached them first, then the player's id. Every
 * query is an index range scan, so a place among 10,000 participants is a count of the rows ahead
 * (bench/tournament-leaderboard.bench.ts).
 */

/** A participant's position key on the board. */
export interface BoardKey {
  playerId: string;
  points: number;
  reachedAt: Date;
}

export interface BoardRow extends BoardKey, NamedPlayer {
  roundsPlayed: number;
}

const boardFields = {
  playerId: tp.playerId,
  points: tp.points,
  reachedAt: tp.reachedAt,
  roundsPlayed: tp.roundsPlayed,
};
type BoardEntry = Omit<BoardRow, keyof NamedPlayer>;

/** The board's order (best first), and the same read upwards. */
const BOARD_ORDER = [desc(tp.points), asc(tp.reachedAt), asc(tp.playerId)];
const BOARD_ORDER_UP = [asc(tp.points), desc(tp.reachedAt), desc(tp.playerId)];

/** The names of a page of board rows, read by primary key (a join would let the planner scan players). */
async function withNames(db: Db, rows: BoardEntry[]): Promise<BoardRow[]> {
  const ids = rows.map((row) => row.playerId);
  if (ids.length === 0) return [];
  const names = await db
    .select({ id: players.id, ...namedPlayerColumns })
    .from(players)
    .where(inArray(players.id, ids));
  const byId = new Map(names.map((row) => [row.id, row]));
  return rows.map((row) => ({
    ...row,
    displayName: byId.get(row.playerId)?.displayName ?? null,
    name: byId.get(row.playerId)?.name ?? null,
    login: byId.get(row.playerId)?.login ?? '',
  }));
}

/** Rows of the key's points that reached them before (`<`) or after (`>`) it: (reached_at, player) order. */
const tie = (key: BoardKey, side: '<' | '>') =>
  sql`(${tp.reachedAt}, ${tp.playerId}) ${sql.raw(side)} (${key.reachedAt.toISOString()}::timestamptz, ${key.playerId}::uuid)`;

/**
 * Rows strictly ahead of `key` on the board, or behind it. `points >= key.points` (`<=` behind) bounds the
 * index range; the rest picks the rows of equal points that reached them first (last).
 */
const beyond = (tournamentId: number, key: BoardKey, side: 'ahead' | 'behind'): SQL => {
  const [within, past, tied] = side === 'ahead' ? [gte, gt, '<' as const] : [lte, lt, '>' as const];
  return and(
    eq(tp.tournamentId, tournamentId),
    within(tp.points, key.points),
    or(past(tp.points, key.points), tie(key, tied)),
  )!;
};

/** The leaders, best first. */
export async function topOf(db: Db, tournamentId: number, limit: number): Promise<BoardRow[]> {
  const rows = await db
    .select(boardFields)
    .from(tp)
    .where(eq(tp.tournamentId, tournamentId))
    .orderBy(...BOARD_ORDER)
    .limit(limit);
  return withNames(db, rows);
}

/**
 * A participant's place (1 for the leader): one plus the rows ahead, counted as two index ranges — the rows
 * with more points, and those with as many that reached them first.
 */
export async function placeOf(db: Db, tournamentId: number, key: BoardKey): Promise<number> {
  const [more] = await db
    .select({ n: count() })
    .from(tp)
    .where(and(eq(tp.tournamentId, tournamentId), gt(tp.points, key.points)));
  const [tied] = await db
    .select({ n: count() })
    .from(tp)
    .where(and(eq(tp.tournamentId, tournamentId), eq(tp.points, key.points), tie(key, '<')));
  return 1 + Number(more?.n ?? 0) + Number(tied?.n ?? 0);
}

/** Up to `n` rows either side of a participant, in board order (the participant's own row not included). */
export async function neighboursOf(db: Db, tournamentId: number, key: BoardKey, n: number) {
  // One after the other: `db` may be a transaction (one connection).
  // The nearest first on either side: up the board ahead, down it behind.
  const nearest = (side: 'ahead' | 'behind') =>
    db
      .select(boardFields)
      .from(tp)
      .where(beyond(tournamentId, key, side))
      .orderBy(...(side === 'ahead' ? BOARD_ORDER_UP : BOARD_ORDER))
      .limit(n);
  const before = await nearest('ahead');
  const after = await nearest('behind');
  const named = await withNames(db, [...before.reverse(), ...after]);
  return { before: named.slice(0, before.length), after: named.slice(before.length) };
}

export async function participantsOf(db: Db, tournamentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tp).where(eq(tp.tournamentId, tournamentId));
  return Number(row?.n ?? 0);
}

/** A participant's row (null when not subscribed). */
export async function participantOf(
  db: Db,
  tournamentId: number,
  playerId: string,
): Promise<BoardRow | null> {
  const [row] = await db
    .select({ ...boardFields, ...namedPlayerColumns })
    .from(tp)
    .innerJoin(players, eq(players.id, tp.playerId))
    .where(and(eq(tp.tournamentId, tournamentId), eq(tp.playerId, playerId)));
  return row ?? null;
}

/**
 * A board row as the API answers it: its raw place, and the prize it takes by `awards` (`prizeAwards`, by
 * player: the rule the payout follows), which may be another place's when rows above it are passed over.
 */
export function standingOf(
  row: BoardRow,
  place: number,
  awards: ReadonlyMap<string, PrizeShare>,
  me: string | null,
): TournamentStanding {
  const profile = publicProfile(row.playerId);
  const award = awards.get(row.playerId);
  return {
    profile,
    prizePlace: award?.place ?? null,
    prize: award ? { coins: award.coins, entries: award.entries } : null,
    name: boardName(row, row.playerId === me),
    points: row.points,
    place,
    rounds: row.roundsPlayed,
    isMe: row.playerId === me,
  };
}
