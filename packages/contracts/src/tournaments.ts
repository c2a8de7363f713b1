import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ScheduleSchema } from './schedule.ts';
import { backofficePageSchema } from './backoffice.ts';
import {
  publishable,
  templateCreation,
  templateRowSchema,
  templateSavedSchema,
  templateUpdateSchema,
  TemplateTitleSchema,
  type LiveOpsCalendarSource,
} from './templates.ts';
import { ok } from './api.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { rowIdParam } from './primitives.ts';

/**
 * Tournaments (races), spec §3 Tournament, §7: players subscribe, rounds in the tournament's games score
 * points while it runs, the leaderboard moves live, and the places of its prize table are paid once when it
 * ends (docs/engagement.md, "Tournaments").
 */

/** The balance a tournament is played in: coins (TournamentPoints) or entries (SweepStakes). */
export const TOURNAMENT_MODES = ['COIN', 'ENTRY'] as const;
export type TournamentMode = (typeof TOURNAMENT_MODES)[number];

/**
 * How a settled round scores (`factor` scales it):
 * - `winMultiplier`: floor(win × factor / bet) — the round's win as a multiple of its bet (fair across bets);
 * - `totalWin`: win × factor (in the mode's minor unit: whole coins, hundredths of entries);
 * - `totalBet`: bet × factor.
 * Free rounds (bet 0) never score.
 */
export const TOURNAMENT_SCORING_RULES = ['winMultiplier', 'totalWin', 'totalBet'] as const;
export type TournamentScoringRule = (typeof TOURNAMENT_SCORING_RULES)[number];

/** Spec §9: the leaderboard shows 3 entries around the player; the top is this long by default. */
export const TOURNAMENT_LEADERBOARD = { around: 3, top: 10 } as const;

/** The tournament feature's config (one row per brand in `features`). */
export const TournamentConfigSchema = z.object({
  /** How many leaders the leaderboard (and the live push) shows. */
  leaderboardTop: z.number().int().min(3).max(100).default(TOURNAMENT_LEADERBOARD.top),
});
export type TournamentConfig = z.infer<typeof TournamentConfigSchema>;

export const TournamentScoringSchema = z.object({
  rule: z.enum(TOURNAMENT_SCORING_RULES),
  factor: z.number().int().min(1).max(1_000_000),
});
export type TournamentScoring = z.infer<typeof TournamentScoringSchema>;

/** One place's prize (spec: prizes[] (entries, coins)); the table's first row is place 1. */
export const TournamentPrizeSchema = z.object({
  entries: z.number().nonnegative(),
  coins: z.number().int().nonnegative(),
});
export type TournamentPrize = z.infer<typeof TournamentPrizeSchema>;

/** A leaderboard row (spec: winners[] (profile, prizePlace, name, points, place, rounds)). */
export const TournamentStandingSchema = z.object({
  /** The player's public handle on leaderboards (never their id, email or login). */
  profile: z.string(),
  /**
   * The place of the prize table whose prize this row wins (or holds, while the tournament runs), or null
   * outside the prizes. Not always its own place: a row above passed over (too few rounds, outside the
   * audience) moves the prizes down to the next qualifying rows, as the payout does.
   */
  prizePlace: z.number().int().positive().nullable(),
  /** What this row takes at the end as the board stands (ties share a place's prize), or null. */
  prize: TournamentPrizeSchema.nullable(),
  name: z.string(),
  points: z.number().int().nonnegative(),
  place: z.number().int().positive(),
  rounds: z.number().int().nonnegative(),
  /** This row is the signed-in player's. */
  isMe: z.boolean(),
});
export type TournamentStanding = z.infer<typeof TournamentStandingSchema>;

/** The signed-in player in a tournament (spec: playerData {name, place, points, profile, roundsPlayed}). */
export const TournamentPlayerDataSchema = z.object({
  name: z.string(),
  /** Null until subscribed. */
  place: z.number().int().positive().nullable(),
  points: z.number().int().nonnegative(),
  profile: z.string(),
  roundsPlayed: z.number().int().nonnegative(),
});
export type TournamentPlayerData = z.infer<typeof TournamentPlayerDataSchema>;

export const TournamentSchema = z.object({
  id: z.number().int().positive(),
  title: LocalizedTextSchema,
  /** Running now: rounds in its games score. */
  isActive: z.boolean(),
  /** Subscriptions are open (upcoming or running). */
  isOpen: z.boolean(),
  /** Ended and its prizes were paid. */
  isFinished: z.boolean(),
  start: z.string(),
  end: z.string(),
  isSubscribed: z.boolean(),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: TournamentScoringSchema,
  /** The catalogue slugs of its games (`?game={slug}` opens one). */
  games: z.array(z.string()),
  participants: z.number().int().nonnegative(),
  prizes: z.array(TournamentPrizeSchema),
  /** The leaders (the final standings once finished). */
  winners: z.array(TournamentStandingSchema),
  /** Up to 3 rows either side of the signed-in player, with the player's own (empty when not on the board). */
  around: z.array(TournamentStandingSchema),
});
export type Tournament = z.infer<typeof TournamentSchema>;

/**
 * GET /rest/tournament/?gameId=: the game's tournament (running, else the next), or the current one; `gameId` is
 * the catalogue's numeric id or the game's slug.
 */
export const TournamentQuerySchema = z.object({
  gameId: z.string().trim().min(1).max(128).optional(),
});
export const TournamentResponseSchema = ok({
  data: TournamentSchema.nullable(),
  playerData: TournamentPlayerDataSchema.nullable(),
});
export type TournamentResponse = z.infer<typeof TournamentResponseSchema>;

export const TournamentParamsSchema = z.object({ id: rowIdParam('We could not find that tournament.') });

/** GET /rest/tournaments/{id}/subscribe/: teams are not used, so `teamId` is null. */
export const TournamentSubscribeResponseSchema = ok({
  teamId: z.number().int().nullable(),
});

/** GET /rest/tournaments/: the brand's running, upcoming and finished tournaments (latest first). */
export const TournamentsListResponseSchema = ok({
  data: z.object({
    current: z.array(TournamentSchema),
    upcoming: z.array(TournamentSchema),
    finished: z.array(TournamentSchema),
  }),
});
export type TournamentsList = z.infer<typeof TournamentsListResponseSchema>['data'];

export const TOURNAMENT_PATHS = {
  byGame: '/rest/tournament/',
  list: '/rest/tournaments/',
  one: '/rest/tournaments/:id/',
  subscribe: '/rest/tournaments/:id/subscribe/',
} as const;

export const tournamentPath = (id: number) => `/rest/tournaments/${id}/`;
export const tournamentSubscribePath = (id: number) => `/rest/tournaments/${id}/subscribe/`;

/** Refusals of a subscription, as the API answers them. */
export const TOURNAMENT_REFUSALS = {
  notFound: { code: 'tournament_not_found', message: 'We could not find that tournament.' },
  audience: {
    code: 'tournament_audience',
    message: 'This tournament is for players of a higher rank: climb the rank league to join.',
  },
  closed: { code: 'tournament_closed', message: 'This tournament has ended.' },
} as const;

/**
 * Who a tournament is for: every player, or players of a rank league rank (1-based) or above. A player outside
 * it cannot join, and is not paid.
 */
export const TournamentAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }).strict(),
    z
      .object({
        kind: z.literal('rank'),
        rank: z
          .number({ error: 'The audience’s rank is a whole number from 1 to 100.' })
          .int('The audience’s rank is a whole number from 1 to 100.')
          .min(1, 'The audience’s rank is a whole number from 1 to 100.')
          .max(100, 'The audience’s rank is a whole number from 1 to 100.'),
      })
      .strict(),
  ],
  { error: 'The audience is all players (kind all) or a rank and above (kind rank).' },
);
export type TournamentAudience = z.infer<typeof TournamentAudienceSchema>;
export const EVERY_PLAYER: TournamentAudience = { kind: 'all' };

/** What a tournament is, whether written once or as a recurring template. */
const TournamentContentSchema = z.object({
  brand: z.string().trim().min(1).max(64),
  // Publishing needs both languages: players on /es/ never read an English title.
  title: z.object({
    en: z
      .string()
      .trim()
      .min(1, 'Give the English title.')
      .max(80, 'The English title is at most 80 characters.'),
    es: z
      .string()
      .trim()
      .min(1, 'Give the Spanish title.')
      .max(80, 'The Spanish title is at most 80 characters.'),
  }),
  games: z
    .array(z.string().trim().min(1).max(128))
    .min(1, 'Name at least one game (its catalogue slug).')
    .max(50, 'At most 50 games.'),
  mode: z.enum(TOURNAMENT_MODES, { error: 'The balance played is COIN or ENTRY.' }),
  scoring: z.object({
    rule: z.enum(TOURNAMENT_SCORING_RULES, {
      error: `The scoring rule is one of: ${TOURNAMENT_SCORING_RULES.join(', ')}.`,
    }),
    factor: z
      .number({ error: 'The factor is a whole number from 1 to 1,000,000.' })
      .int('The factor is a whole number from 1 to 1,000,000.')
      .min(1, 'The factor is a whole number from 1 to 1,000,000.')
      .max(1_000_000, 'The factor is a whole number from 1 to 1,000,000.'),
  }),
  prizes: z
    .array(
      TournamentPrizeSchema.extend({
        entries: z
          .number()
          .nonnegative('A prize is not negative.')
          .max(1_000_000, 'At most 1,000,000 entries a place.')
          .refine(
            (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
            'Entries have at most two decimals.',
          ),
        coins: z
          .number()
          .int('Coins are whole.')
          .nonnegative('A prize is not negative.')
          .max(1_000_000_000, 'At most 1,000,000,000 coins a place.'),
      }),
    )
    .min(1, 'Give at least one prize (place 1).')
    .max(100, 'At most 100 prize places.'),
  /** Rounds a player must play to be paid; fewer: listed, not paid (docs/live-operations.md). Absent: 0. */
  minRounds: z
    .number({ error: 'The minimum rounds is a whole number from 0 to 100,000.' })
    .int('The minimum rounds is a whole number from 0 to 100,000.')
    .min(0, 'The minimum rounds is a whole number from 0 to 100,000.')
    .max(100_000, 'The minimum rounds is a whole number from 0 to 100,000.')
    .optional(),
  /** Who may join and be paid. Absent: every player. */
  audience: TournamentAudienceSchema.optional(),
});

/** POST /rest/ops/tournaments/ (operators, `npm run ops -- tournaments:create`): a new tournament of a brand. */
export const TournamentCreateRequestSchema = TournamentContentSchema.extend({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
})
  .strict()
  .refine((t) => Date.parse(t.startsAt) < Date.parse(t.endsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  });
export type TournamentCreateRequest = z.infer<typeof TournamentCreateRequestSchema>;
export const TournamentCreateResponseSchema = ok({
  data: z.object({ id: z.number().int().positive() }),
});

/**
 * A recurring tournament (a row of `tournament_templates`, docs/live-operations.md): its content and a schedule;
 * the job engine makes each occurrence a row of `tournaments` ahead of time. `slug` names it within its brand.
 */
export const TournamentTemplateSchema = TournamentContentSchema.extend({
  // A draft may miss a language; activating it needs both.
  title: TemplateTitleSchema,
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Use lower-case letters, digits and dashes for the slug.'),
  schedule: ScheduleSchema,
}).strict();
export type TournamentTemplate = z.infer<typeof TournamentTemplateSchema>;

/**
 * What the back-office's authoring preview shows of a tournament template's draft (issue #32): the player
 * site's tournament card and page draw it (web `features/tournaments/tournament-preview.tsx`).
 */
export type TournamentPreviewDraft = Pick<
  TournamentTemplate,
  'title' | 'games' | 'mode' | 'scoring' | 'prizes'
> & {
  schedule: { duration: string };
};

// Tournaments (public room `tournaments`): a round moved a tournament's standings (its leaders and the row
// that changed; every page refetches its own neighbourhood), a tournament started, or one ended and was paid.
export const TournamentPushSchema = z.discriminatedUnion('action', [
  pushSchema(
    'tournament',
    'leaderboard',
    z.object({
      id: z.number().int().positive(),
      participants: z.number().int().nonnegative(),
      winners: z.array(TournamentStandingSchema.omit({ isMe: true })),
      changed: TournamentStandingSchema.omit({ isMe: true }),
    }),
  ),
  pushSchema('tournament', 'finished', z.object({ id: z.number().int().positive() })),
  // An occurrence of a recurring tournament (or a dated one) started: pages showing it as upcoming refetch.
  pushSchema('tournament', 'started', z.object({ id: z.number().int().positive() })),
]);

// Tournaments: one card per running tournament of the brand (spec §6: only with an active tournament).
export const TournamentPromotionSchema = z.object({
  type: z.literal('tournament'),
  data: TournamentSchema.pick({
    id: true,
    title: true,
    end: true,
    isSubscribed: true,
    mode: true,
    prizes: true,
  }),
  ...promotionBase,
});

/** What the races add to the profile: the ids of the brand's tournaments the player joined that have not ended. */
export const TournamentProfileFieldsSchema = z.object({
  TournamentsSubscriptions: z.array(z.number().int()),
});

// ---------------------------------------------------------------------------------------------
// Tournament templates in the back-office (docs/live-operations.md): recurring races written by operators
// (`features.read` to look, `features.manage` to write; audited `tournamentTemplate.*`)

/** POST: a new template, a draft (`active: false`) or published (`active`, default true). */
export const TournamentTemplateCreateSchema =
  TournamentTemplateSchema.extend(templateCreation).superRefine(publishable);
export type TournamentTemplateCreate = z.infer<typeof TournamentTemplateCreateSchema>;

/**
 * PATCH: what changes. Brand and slug name the template and stay. Content changes reach occurrences not
 * started yet, never a running one; `active: false` pauses it (no new occurrence), `true` resumes it.
 */
export const TournamentTemplateUpdateSchema = templateUpdateSchema(
  TournamentTemplateSchema.omit({ brand: true, slug: true }),
);
export type TournamentTemplateUpdate = z.infer<typeof TournamentTemplateUpdateSchema>;

export const TournamentTemplateRowSchema = templateRowSchema({
  games: z.array(z.string()),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: TournamentScoringSchema,
  prizes: z.array(TournamentPrizeSchema),
  minRounds: z.number().int(),
  audience: TournamentAudienceSchema,
});
export type TournamentTemplateRow = z.infer<typeof TournamentTemplateRowSchema>;

export const TournamentTemplatesPageSchema = backofficePageSchema(TournamentTemplateRowSchema);

export const TournamentTemplateSavedSchema = templateSavedSchema(TournamentTemplateRowSchema);
export type TournamentTemplateSaved = z.infer<typeof TournamentTemplateSavedSchema>;

/** The races on the live-operations calendar: a day with none is flagged `noRace`. */
export const TOURNAMENT_CALENDAR = {
  kind: 'tournament',
  list: 'tournaments',
  gap: { flag: 'noRace', per: 'day' },
} as const satisfies LiveOpsCalendarSource;
