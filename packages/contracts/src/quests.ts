import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { INT4_MAX } from './primitives.ts';
import { PrizeSchema } from './engagement.ts';
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

/**
 * Quests (spec §3 "Quest", §4, §6, §9; shell §4 task events; docs/engagement.md "Quests"). A quest is a dated
 * event of a brand (a row of `quests`) split into days; each day has tasks whose progress comes from the
 * player's real activity (rounds played, bets, wins, purchases); a completed task pays its prize through the
 * claim rule (occasion `quest:{questId}:{day}:{task}`).
 */
/** The lobby's section of the running quest (the home payload's scheme: catalogue.ts). */
export const QUEST_LOBBY_SECTION_TYPE = 'quest';

export const QUEST_TYPES = ['season', 'advent', 'fp_challenge'] as const;
export type QuestType = (typeof QUEST_TYPES)[number];

/**
 * What a task counts: `spins` rounds played (free rounds excluded), `bets` the amount bet, `wins` the amount
 * won, `purchases` completed purchases. Amounts are in the task's currency: whole coins, or entries (two decimals).
 */
export const QUEST_TASK_KINDS = ['spins', 'bets', 'wins', 'purchases'] as const;
export type QuestTaskKind = (typeof QUEST_TASK_KINDS)[number];

export const QUEST_PATHS = {
  page: '/rest/page/quests/',
  quest: '/rest/quest/',
  featuresGamesInfo: '/rest/features-games-info/info/',
} as const;

/** The quest feature's config (key `quest`): quests themselves are rows of data, dated. */
export const QuestConfigSchema = z.object({
  /** How long before its start a quest is shown as `futureQuest`, in hours. */
  announceHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(24 * 14),
});
export type QuestConfig = z.infer<typeof QuestConfigSchema>;

/** One task of a quest day as stored. `games` are catalogue slugs (empty: any game); `sharedGameSet` names a set. */
export const QuestTaskDefinitionSchema = z.object({
  kind: z.enum(QUEST_TASK_KINDS, { error: `A task counts one of: ${QUEST_TASK_KINDS.join(', ')}.` }),
  /** For spins, bets and wins: the currency played (null: either). */
  currency: z.enum(['COIN', 'ENTRY']).nullable().default(null),
  /** The goal, in the task's unit (rounds, purchases, whole coins, entries with two decimals). */
  goal: z
    .number({ error: 'A task’s target is a number above 0, at most 1,000,000,000.' })
    .positive('A task’s target is a number above 0, at most 1,000,000,000.')
    .max(1_000_000_000, 'A task’s target is a number above 0, at most 1,000,000,000.'),
  games: z.array(z.string().min(1).max(100)).max(200).default([]),
  sharedGameSet: z.string().min(1).max(64).nullable().default(null),
  prize: PrizeSchema,
});
export type QuestTaskDefinition = z.infer<typeof QuestTaskDefinitionSchema>;

export const QuestDayDefinitionSchema = z.object({
  tasks: z
    .array(QuestTaskDefinitionSchema)
    .min(1, 'Give each day at least one task.')
    .max(20, 'At most 20 tasks a day.'),
});
export type QuestDayDefinition = z.infer<typeof QuestDayDefinitionSchema>;

export const QuestDaysSchema = z
  .array(QuestDayDefinitionSchema)
  .min(1, 'Give at least one day.')
  .max(60, 'At most 60 days.');

/** The duration a quest's schedule must have: its days times its day length, in hours. */
export const questDuration = (q: { days: readonly unknown[]; dayHours: number }) =>
  `PT${q.days.length * q.dayHours}H`;
export const QUEST_DURATION_MESSAGE =
  'The duration is the quest’s days times its day length, in hours (e.g. PT168H for 7 days of 24 hours).';

/** A recurring quest's fields, without defaults: the back-office's edit takes any of them (`.partial()`). */
export const QuestTemplateFieldsSchema = z
  .object({
    brand: z.string().trim().min(1).max(64),
    slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Use lower-case letters, digits and dashes for the slug.'),
    // A draft may miss a language; activating it needs both.
    title: TemplateTitleSchema,
    type: z.enum(QUEST_TYPES, { error: `The type is one of: ${QUEST_TYPES.join(', ')}.` }),
    dayHours: z
      .number({ error: 'A day lasts a whole number of hours from 1 to 744.' })
      .int('A day lasts a whole number of hours from 1 to 744.')
      .min(1, 'A day lasts a whole number of hours from 1 to 744.')
      .max(24 * 31, 'A day lasts a whole number of hours from 1 to 744.'),
    days: QuestDaysSchema,
    sharedGameSets: z.record(z.string(), z.array(z.string().min(1).max(100)).max(200)),
    requiresCompletedProfile: z.boolean(),
    requiresConfirmedPhone: z.boolean(),
    requiredRank: z
      .number({ error: 'The required rank is a whole number from 1 up, or none.' })
      .int('The required rank is a whole number from 1 up, or none.')
      .positive('The required rank is a whole number from 1 up, or none.')
      .max(INT4_MAX, 'The required rank is a whole number from 1 up, or none.')
      .nullable(),
    schedule: ScheduleSchema,
  })
  .strict();

/**
 * A recurring quest (a row of `quest_templates`, docs/live-operations.md): what each occurrence is and its
 * schedule. Quest days are `dayHours` long, so an occurrence lasts exactly `days × dayHours` hours.
 */
export const QuestTemplateSchema = QuestTemplateFieldsSchema.extend({
  sharedGameSets: QuestTemplateFieldsSchema.shape.sharedGameSets.default({}),
  requiresCompletedProfile: z.boolean().default(false),
  requiresConfirmedPhone: z.boolean().default(false),
  requiredRank: QuestTemplateFieldsSchema.shape.requiredRank.default(null),
}).refine((q) => q.schedule.duration === questDuration(q), {
  message: QUEST_DURATION_MESSAGE,
  path: ['schedule', 'duration'],
});
export type QuestTemplate = z.infer<typeof QuestTemplateSchema>;

/**
 * What the back-office's authoring preview shows of a quest template's draft (issue #32): the player site's
 * quest card and page draw it (web `features/quests/quest-preview.tsx`).
 */
export type QuestPreviewDraft = Pick<QuestTemplate, 'type' | 'title' | 'dayHours' | 'days'>;

/** `questInfo`: what the quest is and when it ends. */
export const QuestInfoSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(QUEST_TYPES),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  daysCount: z.number().int().positive(),
  isAvailableForCompletedProfile: z.boolean(),
  isAvailableForConfirmedPhone: z.boolean(),
  /**
   * The rank league rank (1-based, with its code such as `silver`) a player must hold to take part; null: none.
   * Reaching it sends `quest availableByRankLeague`.
   */
  requiredRank: z.object({ rank: z.number().int().positive(), name: z.string().nullable() }).nullable(),
});
export type QuestInfo = z.infer<typeof QuestInfoSchema>;

/** A task's prize in the spec's shape. */
export const QuestTaskPrizeSchema = z.object({
  freeSpin: z
    .object({ freeSpinCount: z.number().int().positive(), gameId: z.string(), betLevel: z.number().int() })
    .nullable(),
  entries: z.number().nonnegative(),
  coins: z.number().nonnegative(),
});
export type QuestTaskPrize = z.infer<typeof QuestTaskPrizeSchema>;

export const QuestTaskSchema = z.object({
  taskIndex: z.number().int().nonnegative(),
  kind: z.enum(QUEST_TASK_KINDS),
  currency: z.enum(['COIN', 'ENTRY']).nullable(),
  isCompleted: z.boolean(),
  /** Counted so far (capped at the goal), in the task's unit. */
  progress: z.number().nonnegative(),
  goal: z.number().positive(),
  /** The day's window: the task counts activity between these times. */
  executionTimeData: z.object({ startedAt: z.string(), finishedAt: z.string() }),
  /** Catalogue ids of the games that count (empty with `sharedGameIds` or for any game). */
  gameIds: z.array(z.number().int()),
  /** With `useOptimizedGames=1`: the name of the shared set (`sharedGameSets`) instead of the list. */
  sharedGameIds: z.string().nullable(),
  action: z.object({
    type: z.enum(['gamesList', 'game']),
    /** `game`: the game's slug; `gamesList`: where the games are listed. */
    details: z.object({ slug: z.string().nullable(), link: z.string() }),
  }),
  prize: QuestTaskPrizeSchema,
});
export type QuestTask = z.infer<typeof QuestTaskSchema>;

export const QuestDaySchema = z.object({
  index: z.number().int().nonnegative(),
  startsAt: z.string(),
  endsAt: z.string(),
  isCompleted: z.boolean(),
  /** The day's window has passed. */
  isEnded: z.boolean(),
  /** The day has not begun yet (or the player may not take part). */
  isLocked: z.boolean(),
  tasks: z.array(QuestTaskSchema),
});
export type QuestDay = z.infer<typeof QuestDaySchema>;

export const QuestSchema = z.object({
  questInfo: QuestInfoSchema,
  /** Today's day (or the last one once the quest is over). */
  dayInfo: z.object({
    index: z.number().int().nonnegative(),
    isCompleted: z.boolean(),
    tasks: z.array(QuestTaskSchema),
  }),
  /** The player meets the quest's profile/phone conditions. */
  isAvailable: z.boolean(),
  /** The active task (the first incomplete one of today, else the first). */
  activeTaskIndex: z.number().int().nonnegative(),
  /** With `useOptimizedGames=1`: game lists shared by tasks, by name. */
  sharedGameSets: z.record(z.string(), z.array(z.number().int())),
});
export type Quest = z.infer<typeof QuestSchema>;

export const QuestDataSchema = z.object({
  quest: QuestSchema.nullable(),
  futureQuest: z.object({ questInfo: QuestInfoSchema }).nullable(),
  playerData: z.object({ days: z.array(QuestDaySchema) }).nullable(),
});
export type QuestData = z.infer<typeof QuestDataSchema>;

export const QuestQuerySchema = z.object({
  useOptimizedGames: z.enum(['0', '1'], { error: 'useOptimizedGames is 0 or 1.' }).optional(),
  /** The spec's type filter: the running quest of this type only. */
  type: z.enum(QUEST_TYPES, { error: 'Unknown quest type.' }).optional(),
});

/** GET /rest/page/quests/ */
export const QuestsPageResponseSchema = ok({ payload: QuestDataSchema });
/** GET /rest/quest/ */
export const QuestResponseSchema = ok({ data: QuestDataSchema });

/** GET /rest/features-games-info/info/: the games each running feature involves (badges on game cards). */
export const FeaturesGamesInfoQuerySchema = z.object({
  invited_by: z.string().max(64).optional(),
  useOptimizedGames: z.enum(['0', '1'], { error: 'useOptimizedGames is 0 or 1.' }).optional(),
});
export const FeaturesGamesInfoResponseSchema = ok({
  data: z.object({
    /** Games of today's quest tasks (catalogue ids; empty: any game counts, or no quest). */
    quest: z.object({
      isActive: z.boolean(),
      type: z.enum(QUEST_TYPES).nullable(),
      gameIds: z.array(z.number().int()),
    }),
    /** Every game feeds the season tower while it runs. */
    season: z.object({ isEnabled: z.boolean(), allGames: z.boolean() }),
  }),
});

/** Task events (type `quest`; shell §4): the client refreshes after QUEST_REFRESH_DELAY_MS. */
export const QUEST_REFRESH_DELAY_MS = 1000;
export const QuestTaskEventSchema = z.object({
  questId: z.number().int(),
  questType: z.enum(QUEST_TYPES),
  day: z.number().int(),
  taskIndex: z.number().int(),
  progress: z.number(),
  goal: z.number(),
  /** The quest's last task (fp_challenge: the congratulations popup instead of task passed). */
  isLast: z.boolean(),
});
export const QuestEventSchema = z.object({
  questId: z.number().int(),
  questType: z.enum(QUEST_TYPES),
  /** dayFinished: the day that ended. */
  day: z.number().int().nullable(),
});

/** A `quest` / `fpChallenge` promotion card's data. */
export const QuestPromotionDataSchema = z.object({
  questId: z.number().int(),
  questType: z.enum(QUEST_TYPES),
  title: z.string(),
  end: z.string(),
  tasksCompleted: z.number().int().nonnegative(),
  tasksCount: z.number().int().positive(),
});
export type QuestPromotionData = z.infer<typeof QuestPromotionDataSchema>;

// Quests: task events (shell §4) and a quest's start, finish and day end; the client refreshes after 1 s.
export const QuestPushSchema = z.discriminatedUnion('action', [
  pushSchema('quest', 'taskCompleted', QuestTaskEventSchema),
  pushSchema('quest', 'taskProgress', QuestTaskEventSchema),
  pushSchema('quest', 'started', QuestEventSchema),
  pushSchema('quest', 'finished', QuestEventSchema),
  pushSchema('quest', 'dayFinished', QuestEventSchema),
  pushSchema('quest', 'availableByRankLeague', QuestEventSchema),
]);

// Quests: the running quest the player can take part in (`fpChallenge` for a free-play challenge).
export const QuestPromotionSchema = z.object({
  type: z.enum(['quest', 'fpChallenge']),
  data: QuestPromotionDataSchema,
  ...promotionBase,
});

// ---------------------------------------------------------------------------------------------
// Quest templates in the back-office (docs/live-operations.md): recurring quests, seasons, advent calendars
// and free-play challenges (`features.read` to look, `features.manage` to write; audited `questTemplate.*`)

/** POST: a new quest template, a draft (`active: false`) or published (`active`, default true). */
export const QuestTemplateCreateSchema =
  QuestTemplateSchema.safeExtend(templateCreation).superRefine(publishable);
export type QuestTemplateCreate = z.infer<typeof QuestTemplateCreateSchema>;

/**
 * PATCH: what changes (brand and slug stay). The duration must still be the days times the day length once
 * the change is applied: core checks the template as it would be.
 */
export const QuestTemplateUpdateSchema = templateUpdateSchema(
  QuestTemplateFieldsSchema.omit({ brand: true, slug: true }),
);
export type QuestTemplateUpdate = z.infer<typeof QuestTemplateUpdateSchema>;

export const QuestTemplateRowSchema = templateRowSchema({
  type: z.enum(QUEST_TYPES),
  dayHours: z.number().int(),
  days: QuestDaysSchema,
  sharedGameSets: z.record(z.string(), z.array(z.string())),
  requiresCompletedProfile: z.boolean(),
  requiresConfirmedPhone: z.boolean(),
  requiredRank: z.number().int().nullable(),
});
export type QuestTemplateRow = z.infer<typeof QuestTemplateRowSchema>;

export const QuestTemplatesPageSchema = backofficePageSchema(QuestTemplateRowSchema);

export const QuestTemplateSavedSchema = templateSavedSchema(QuestTemplateRowSchema);
export type QuestTemplateSaved = z.infer<typeof QuestTemplateSavedSchema>;

/**
 * The quests on the live-operations calendar, typed by quest type: a week (Monday to Sunday) with no quest or
 * season is flagged `noQuest`, a day with two quests of one type at once `questOverlap`.
 */
export const QUEST_CALENDAR = {
  kind: 'quest',
  list: 'quests',
  gap: { flag: 'noQuest', per: 'week' },
  types: QUEST_TYPES,
  overlap: 'questOverlap',
} as const satisfies LiveOpsCalendarSource;
