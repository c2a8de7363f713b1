import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, bigNumber, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * A recurring tournament (docs/live-operations.md): what each occurrence is (the columns of `tournaments`) and
 * its schedule (contracts `ScheduleSchema`). Written by the seed and, later, the back-office (contracts
 * `TournamentTemplateSchema`); the job engine makes its occurrences ahead of time. A paused template makes no
 * new occurrence; those made stay.
 */
export const tournamentTemplates = pgTable(
  'tournament_templates',
  {
    id: serialId(),
    brand: text('brand').notNull(),
    /** Names it within its brand (seed and authoring write by it). */
    slug: text('slug').notNull(),
    /** LocalizedText {en, es}: each occurrence's title. */
    title: jsonb('title').notNull(),
    games: text('games').array().notNull(),
    mode: text('mode', { enum: ['COIN', 'ENTRY'] }).notNull(),
    scoring: jsonb('scoring').notNull(),
    prizes: jsonb('prizes').notNull(),
    /** Schedule {start, timeZone, rrule, duration, until}. */
    schedule: jsonb('schedule').notNull(),
    active: boolean('active').notNull().default(true),
    /** Rounds a player must play to be paid (docs/live-operations.md). */
    minRounds: integer('min_rounds').notNull().default(0),
    /** TournamentAudience: every player, or a rank league rank and above. */
    audience: jsonb('audience').notNull().default({ kind: 'all' }),
    /** Cancelled for good: no new occurrence, those nobody joined removed. */
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tournament_templates_brand_slug_idx').on(t.brand, t.slug)],
);

/**
 * Tournaments (races) as data (docs/engagement.md, "Tournaments"): a brand's race over some games between
 * two times, scored by a rule, with a prize table by place. `finished_at` is set by the job that pays it.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serialId(),
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
    /** Rounds a player must play to be paid; below it the player is listed, and the prize passes down. */
    minRounds: integer('min_rounds').notNull().default(0),
    /** TournamentAudience: who may join and be paid. */
    audience: jsonb('audience').notNull().default({ kind: 'all' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The template it is an occurrence of (null: written once, by the seed or an operator). */
    templateId: integer('template_id').references(() => tournamentTemplates.id, { onDelete: 'set null' }),
    /** The occurrence's local start (`YYYY-MM-DDTHH:mm`): one row per template and occurrence. */
    occurrenceKey: text('occurrence_key'),
    /** When the job saw it start and announced it (once across processes). */
    startedAt: timestamptz('started_at'),
    /** When its prizes were paid (null while it runs or waits for the job). */
    finishedAt: timestamptz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_brand_ends_idx').on(t.brand, t.endsAt),
    index('tournaments_unfinished_idx')
      .on(t.endsAt)
      .where(sql`finished_at IS NULL`),
    check('tournaments_dates_check', sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex('tournaments_occurrence_idx').on(t.templateId, t.occurrenceKey),
    index('tournaments_unstarted_idx')
      .on(t.startsAt)
      .where(sql`started_at IS NULL`),
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
    playerId: playerRef(),
    points: bigNumber('points').notNull().default(0),
    roundsPlayed: integer('rounds_played').notNull().default(0),
    subscribedAt: timestamptz('subscribed_at').notNull(),
    reachedAt: timestamptz('reached_at').notNull(),
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
