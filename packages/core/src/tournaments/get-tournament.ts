import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  LocalizedTextSchema,
  TOURNAMENT_LEADERBOARD,
  TournamentPrizeSchema,
  TournamentAudienceSchema,
  TournamentScoringSchema,
  type Tournament,
  type TournamentAudience,
  type TournamentMode,
  type TournamentPlayerData,
  type TournamentPrize,
  type TournamentResponse,
  type TournamentScoring,
  type ScheduledSoon,
  type TournamentsList,
} from '@casino/contracts';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { games, players, tournaments } from '../db/schema/index.ts';
import { loadFeature, liveFeature } from '../engagement/load-features.ts';
import { notFound } from '../errors.ts';
import {
  neighboursOf,
  participantOf,
  participantsOf,
  placeOf,
  standingOf,
  topOf,
  type BoardRow,
} from './leaderboard.ts';
import { boardName, namedPlayerColumns } from '../winners/masked-name.ts';
import { publicProfile } from './tournament-rules.ts';
import { awardsByPlayer, prizeAwards } from './prize-awards.ts';

/** A tournament row with its JSON columns checked. */
export interface TournamentRecord {
  id: number;
  brand: string;
  title: { en: string; es: string };
  games: string[];
  mode: TournamentMode;
  scoring: TournamentScoring;
  prizes: TournamentPrize[];
  /** Rounds a player must play to be paid. */
  minRounds: number;
  audience: TournamentAudience;
  startsAt: Date;
  endsAt: Date;
  finishedAt: Date | null;
}

const PrizesSchema = z.array(TournamentPrizeSchema);

export const toTournamentRecord = (row: typeof tournaments.$inferSelect): TournamentRecord => ({
  id: row.id,
  brand: row.brand,
  title: LocalizedTextSchema.parse(row.title),
  games: row.games,
  mode: row.mode,
  scoring: TournamentScoringSchema.parse(row.scoring),
  prizes: PrizesSchema.parse(row.prizes),
  minRounds: row.minRounds,
  audience: TournamentAudienceSchema.parse(row.audience),
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  finishedAt: row.finishedAt,
});

/** Running at `now`: its rounds score. */
export const isRunning = (t: Pick<TournamentRecord, 'startsAt' | 'endsAt' | 'finishedAt'>, now: Date) =>
  t.finishedAt === null && t.startsAt <= now && now < t.endsAt;

interface ViewInput {
  playerId: string;
  now: Date;
  /** Leaders shown. */
  top: number;
  /** Also the rows around the player (the detail and the game panel; the list leaves them out). */
  withAround: boolean;
}

/** A tournament as a player sees it: its state, prize table, leaders and the player's neighbourhood. */
export async function tournamentView(
  db: Db,
  t: TournamentRecord,
  input: ViewInput,
): Promise<{ data: Tournament; playerData: TournamentPlayerData }> {
  const { playerId, now } = input;
  const me = await participantOf(db, t.id, playerId);
  const leaders = await topOf(db, t.id, input.top);
  const awards = awardsByPlayer(await prizeAwards(db, t));
  const winners = leaders.map((row, i) => standingOf(row, i + 1, awards, playerId));
  const myPlace = me ? await placeOf(db, t.id, me) : null;
  let around: Tournament['around'] = [];
  if (me && myPlace !== null && input.withAround) {
    const { before, after } = await neighboursOf(db, t.id, me, TOURNAMENT_LEADERBOARD.around);
    around = [
      ...before.map((row, i) => standingOf(row, myPlace - before.length + i, awards, playerId)),
      standingOf(me, myPlace, awards, playerId),
      ...after.map((row, i) => standingOf(row, myPlace + 1 + i, awards, playerId)),
    ];
  }
  const data: Tournament = {
    id: t.id,
    title: t.title,
    isActive: isRunning(t, now),
    isOpen: t.finishedAt === null && now < t.endsAt,
    isFinished: t.finishedAt !== null,
    start: t.startsAt.toISOString(),
    end: t.endsAt.toISOString(),
    isSubscribed: me !== null,
    mode: t.mode,
    scoring: t.scoring,
    games: t.games,
    participants: await participantsOf(db, t.id),
    prizes: t.prizes,
    winners,
    around,
  };
  return { data, playerData: me ? playerDataOf(me, myPlace) : await outsiderData(db, playerId) };
}

const playerDataOf = (row: BoardRow, place: number | null): TournamentPlayerData => {
  const profile = publicProfile(row.playerId);
  return {
    name: boardName(row, true),
    place,
    points: row.points,
    profile,
    roundsPlayed: row.roundsPlayed,
  };
};

async function outsiderData(db: Db, playerId: string): Promise<TournamentPlayerData> {
  const [player] = await db.select(namedPlayerColumns).from(players).where(eq(players.id, playerId));
  const profile = publicProfile(playerId);
  return {
    name: boardName(player ?? { displayName: null, name: null, login: '' }, true),
    place: null,
    points: 0,
    profile,
    roundsPlayed: 0,
  };
}

/** The brand's tournaments neither paid nor past their end at `now`: running or still to start. */
export const openOf = (brand: string, now: Date) => [
  eq(tournaments.brand, brand),
  isNull(tournaments.finishedAt),
  gt(tournaments.endsAt, now),
];

/** The brand's next race not started yet (made a week ahead by the occurrences job), for `available_soon`. */
export async function nextTournamentSoon(
  db: Db,
  input: { brand: string; now: Date },
): Promise<ScheduledSoon[]> {
  if (!(await tournamentsLive(db, input.brand, input.now))) return [];
  const [row] = await db
    .select({ id: tournaments.id, title: tournaments.title, startsAt: tournaments.startsAt })
    .from(tournaments)
    .where(and(...openOf(input.brand, input.now), gt(tournaments.startsAt, input.now)))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(1);
  if (!row) return [];
  return [
    {
      type: 'tournament',
      occurrence: { id: row.id, title: LocalizedTextSchema.parse(row.title), path: '/tournaments/' },
      availableFrom: row.startsAt.toISOString(),
    },
  ];
}

/** Whether the brand runs tournaments at `now` (its `tournament` feature row is live). */
export async function tournamentsLive(db: Db, brand: string, now: Date) {
  return liveFeature(await loadFeature(db, brand, 'tournament'), now);
}

/**
 * GET /rest/tournament/?gameId=: the tournament of the game (`gameId` is the catalogue's numeric id or the
 * game's slug) that runs now, else the next one to start; without a game, the brand's current (else next) tournament. `data` is null
 * when there is none (or the brand's tournaments are off).
 */
export async function getTournament(
  db: Db,
  input: { brand: string; playerId: string; now: Date; gameId?: string },
): Promise<TournamentResponse> {
  const feature = await tournamentsLive(db, input.brand, input.now);
  if (!feature) return { success: true, data: null, playerData: null };
  const slug = input.gameId === undefined ? undefined : await gameSlugOf(db, input.gameId);
  if (slug === null) return { success: true, data: null, playerData: null };
  const [row] = await db
    .select()
    .from(tournaments)
    .where(
      and(...openOf(input.brand, input.now), slug ? sql`${slug} = ANY(${tournaments.games})` : undefined),
    )
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(1);
  if (!row) return { success: true, data: null, playerData: null };
  const view = await tournamentView(db, toTournamentRecord(row), {
    playerId: input.playerId,
    now: input.now,
    top: feature.config.leaderboardTop,
    withAround: true,
  });
  return { success: true, ...view };
}

/**
 * The slug a tournament lists for `gameId`: the catalogue keys games by number (its `id`), tournaments by
 * slug; null for a number no game has.
 */
async function gameSlugOf(db: Db, gameId: string): Promise<string | null> {
  if (!/^\d{1,9}$/.test(gameId)) return gameId;
  const [game] = await db
    .select({ slug: games.slug })
    .from(games)
    .where(eq(games.id, Number(gameId)));
  return game?.slug ?? null;
}

/** GET /rest/tournaments/{id}/: one tournament of the brand (404 for another brand's or a missing one). */
export async function getTournamentById(
  db: Db,
  input: { brand: string; playerId: string; now: Date; id: number },
): Promise<TournamentResponse> {
  const feature = await loadFeature(db, input.brand, 'tournament');
  const t = await findTournament(db, input.brand, input.id);
  const view = await tournamentView(db, t, {
    playerId: input.playerId,
    now: input.now,
    top: feature?.config.leaderboardTop ?? TOURNAMENT_LEADERBOARD.top,
    withAround: true,
  });
  return { success: true, ...view };
}

export async function findTournament(db: Db, brand: string, id: number): Promise<TournamentRecord> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.brand, brand), eq(tournaments.id, id)));
  if (!row) throw notFound('We could not find that tournament.');
  return toTournamentRecord(row);
}

/** How many finished tournaments the list shows. */
export const FINISHED_LISTED = 5;

/**
 * GET /rest/tournaments/: the brand's running and upcoming tournaments and the latest finished ones (those
 * past their end, paid or being paid), each with its top 3 (the detail shows the whole top). Empty while
 * the brand's tournaments are off.
 */
export async function listTournaments(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<TournamentsList> {
  const empty: TournamentsList = { current: [], upcoming: [], finished: [] };
  if (!(await tournamentsLive(db, input.brand, input.now))) return empty;
  const open = await db
    .select()
    .from(tournaments)
    .where(and(...openOf(input.brand, input.now)))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(20);
  const ended = await db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.brand, input.brand),
        or(isNotNull(tournaments.finishedAt), lte(tournaments.endsAt, input.now)),
      ),
    )
    .orderBy(desc(tournaments.endsAt), desc(tournaments.id))
    .limit(FINISHED_LISTED);
  const view = async (row: typeof tournaments.$inferSelect) =>
    (
      await tournamentView(db, toTournamentRecord(row), {
        playerId: input.playerId,
        now: input.now,
        top: 3,
        withAround: false,
      })
    ).data;
  const list = empty;
  for (const row of open) (row.startsAt <= input.now ? list.current : list.upcoming).push(await view(row));
  for (const row of ended) list.finished.push(await view(row));
  return list;
}

/** The promotions page's `tournament` cards: the brand's running tournaments (spec §6: only while one is active). */
export async function runningTournamentCards(db: Db, input: { brand: string; playerId: string; now: Date }) {
  if (!(await tournamentsLive(db, input.brand, input.now))) return [];
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...openOf(input.brand, input.now), lte(tournaments.startsAt, input.now)))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
  const cards = [];
  for (const row of rows) {
    const t = toTournamentRecord(row);
    const me = await participantOf(db, t.id, input.playerId);
    cards.push({
      data: {
        id: t.id,
        title: t.title,
        end: t.endsAt.toISOString(),
        isSubscribed: me !== null,
        mode: t.mode,
        prizes: t.prizes,
      },
      prizeCoins: t.prizes.reduce((sum, p) => sum + p.coins, 0),
      prizeEntries: Math.round(t.prizes.reduce((sum, p) => sum + p.entries * 100, 0)) / 100,
      grandPrize: t.mode === 'COIN' ? (t.prizes[0]?.coins ?? 0) : (t.prizes[0]?.entries ?? 0),
    });
  }
  return cards;
}
