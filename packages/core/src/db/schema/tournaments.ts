import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * Tournaments (races) as data (docs/engagement.md, "Tournaments"): a brand's race over some games between
 * two times, scored by a rule, with a prize table by place. `finished_at` is set by the job that pays it.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    /** LocalizedText {en, es}. */
    title: jsonb('title').notNull(),
    /** Catalogue slugs of the games whose rounds score. */
    games: text('games').array().notNull(),
    /** COIN or ENTRY: the rounds of that currency score. */
    mode: text('mode', { enum: ['COIN', 'ENTRY'] }).notNull(),
    /** TournamentScoring {rule, factor}. */
    scoring: jsonb('scoring').notNull(),
    /** TournamentPrize[] by place, place 1 first. */
    prizes: jsonb('prizes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When its prizes were paid (null while it runs or waits for the job). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_brand_ends_idx').on(t.brand, t.endsAt),
    index('tournaments_unfinished_idx')
      .on(t.endsAt)
      .where(sql`finished_at IS NULL`),
    check('tournaments_dates_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A subscribed player's score. `reached_at` (the time of the last round that scored) breaks ties: who got
 * there first ranks higher. The leaderboard index serves the top, a player's place (a count of the rows
 * ahead) and the rows around them as index range scans.
 */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    roundsPlayed: integer('rounds_played').notNull().default(0),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_players_board_idx').on(
      t.tournamentId,
      t.points.desc().nullsFirst(),
      t.reachedAt.asc(),
      t.playerId.asc(),
    ),
    index('tournament_players_player_idx').on(t.playerId),
  ],
);
