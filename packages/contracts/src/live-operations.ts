import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';
import {
  QuestDaysSchema,
  QuestTemplateFieldsSchema,
  QuestTemplateSchema,
  QUEST_TYPES,
  type QuestPreviewDraft,
} from './quests.ts';
import { publishRefusal, TEMPLATE_STATES, type TemplateTitle } from './templates.ts';
import { ScheduleSchema } from './schedule.ts';
import {
  TOURNAMENT_MODES,
  TournamentAudienceSchema,
  TournamentPrizeSchema,
  TournamentScoringSchema,
  TournamentTemplateSchema,
  type TournamentPreviewDraft,
} from './tournaments.ts';
import { BRAND_KEYS } from './values/brands.ts';

/**
 * Live operations in the back-office (docs/live-operations.md): recurring tournament templates written by
 * operators (`features.read` to look, `features.manage` to write; audited `tournamentTemplate.*`).
 */

export const LIVE_OPS_PATHS = {
  tournamentTemplates: '/rest/backoffice/tournament-templates/',
  tournamentTemplate: '/rest/backoffice/tournament-templates/:id/',
  questTemplates: '/rest/backoffice/quest-templates/',
  questTemplate: '/rest/backoffice/quest-templates/:id/',
  calendar: '/rest/backoffice/live-operations/calendar/',
} as const;
export const tournamentTemplatePath = (id: number) => `/rest/backoffice/tournament-templates/${id}/`;
export const questTemplatePath = (id: number) => `/rest/backoffice/quest-templates/${id}/`;

/** Recurrences an operator picks by name; anything else is typed as a raw RRULE. */
export const RRULE_PRESETS = {
  daily: 'FREQ=DAILY',
  weeklyMonday: 'FREQ=WEEKLY;BYDAY=MO',
  weekends: 'FREQ=WEEKLY;BYDAY=SA,SU',
  monthlyFirst: 'FREQ=MONTHLY;BYMONTHDAY=1',
} as const;

const brandField = z.enum(BRAND_KEYS, { error: `The brand is one of: ${BRAND_KEYS.join(', ')}.` });

/** Publishing (active) needs the title in both languages: the refusal names the missing one. */
const publishable = (v: { title?: TemplateTitle; active?: boolean }, ctx: z.RefinementCtx) => {
  if (v.active === false || !v.title) return;
  const refusal = publishRefusal(v.title);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: refusal.path.split('.') });
};

/**
 * What every template's edit may also say: `active: false` pauses it (no new occurrence), `true` resumes it
 * (both languages needed); `cancelled: true` stops it for good (occurrences nobody joined are removed).
 */
const templateControls = {
  active: z.boolean().optional(),
  cancelled: z
    .literal(true, { error: 'A template is cancelled with cancelled: true; it is not undone.' })
    .optional(),
};

/** POST: a new template, a draft (`active: false`) or published (`active`, default true). */
export const TournamentTemplateCreateSchema = TournamentTemplateSchema.extend({
  brand: brandField,
  active: z.boolean().default(true),
}).superRefine(publishable);
export type TournamentTemplateCreate = z.infer<typeof TournamentTemplateCreateSchema>;

/**
 * PATCH: what changes. Brand and slug name the template and stay. Content changes reach occurrences not
 * started yet, never a running one; `active: false` pauses it (no new occurrence), `true` resumes it.
 */
export const TournamentTemplateUpdateSchema = TournamentTemplateSchema.omit({ brand: true, slug: true })
  .partial()
  .extend(templateControls)
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type TournamentTemplateUpdate = z.infer<typeof TournamentTemplateUpdateSchema>;

/** What every template row says of its state. */
const templateStatus = {
  schedule: ScheduleSchema,
  active: z.boolean(),
  /** draft → scheduled → live → finished, or cancelled: from the template and its occurrences. */
  state: z.enum(TEMPLATE_STATES),
  /** The next occurrence's start after now (ISO), null when the schedule has ended, it is paused or cancelled. */
  nextStartsAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
};

export const TournamentTemplateRowSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
  games: z.array(z.string()),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: TournamentScoringSchema,
  prizes: z.array(TournamentPrizeSchema),
  minRounds: z.number().int(),
  audience: TournamentAudienceSchema,
  ...templateStatus,
});
export type TournamentTemplateRow = z.infer<typeof TournamentTemplateRowSchema>;

export const TournamentTemplatesQuerySchema = BackofficeListQuerySchema.extend({
  brand: brandField.optional(),
});
export type TournamentTemplatesQuery = z.infer<typeof TournamentTemplatesQuerySchema>;
export const TournamentTemplatesPageSchema = backofficePageSchema(TournamentTemplateRowSchema);

/** A write's answer: the template now, and how many occurrences not started yet took the change. */
export const TournamentTemplateSavedSchema = ok({
  data: TournamentTemplateRowSchema,
  /** Occurrences not started yet whose content was rewritten (running ones never are). */
  updatedOccurrences: z.number().int().nonnegative(),
  /** Occurrences not started yet that nobody joined, removed because the schedule changed or it paused. */
  removedOccurrences: z.number().int().nonnegative(),
});
export type TournamentTemplateSaved = z.infer<typeof TournamentTemplateSavedSchema>;

// ---------------------------------------------------------------------------------------------
// Quest templates: recurring quests, seasons, advent calendars and free-play challenges (audited
// `questTemplate.*`)

/** POST: a new quest template, a draft (`active: false`) or published (`active`, default true). */
export const QuestTemplateCreateSchema = QuestTemplateSchema.safeExtend({
  brand: brandField,
  active: z.boolean().default(true),
}).superRefine(publishable);
export type QuestTemplateCreate = z.infer<typeof QuestTemplateCreateSchema>;

/**
 * PATCH: what changes (brand and slug stay). The duration must still be the days times the day length once
 * the change is applied: core checks the template as it would be.
 */
export const QuestTemplateUpdateSchema = QuestTemplateFieldsSchema.omit({ brand: true, slug: true })
  .partial()
  .extend(templateControls)
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type QuestTemplateUpdate = z.infer<typeof QuestTemplateUpdateSchema>;

export const QuestTemplateRowSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
  type: z.enum(QUEST_TYPES),
  dayHours: z.number().int(),
  days: QuestDaysSchema,
  sharedGameSets: z.record(z.string(), z.array(z.string())),
  requiresCompletedProfile: z.boolean(),
  requiresConfirmedPhone: z.boolean(),
  requiredRank: z.number().int().nullable(),
  ...templateStatus,
});
export type QuestTemplateRow = z.infer<typeof QuestTemplateRowSchema>;

export const QuestTemplatesQuerySchema = TournamentTemplatesQuerySchema;
export type QuestTemplatesQuery = TournamentTemplatesQuery;
export const QuestTemplatesPageSchema = backofficePageSchema(QuestTemplateRowSchema);

export const QuestTemplateSavedSchema = ok({
  data: QuestTemplateRowSchema,
  updatedOccurrences: z.number().int().nonnegative(),
  removedOccurrences: z.number().int().nonnegative(),
});
export type QuestTemplateSaved = z.infer<typeof QuestTemplateSavedSchema>;

// ---------------------------------------------------------------------------------------------
// The calendar: what runs per brand per day (features.read)

/** GET calendar: a brand's days from `from` (a date in `timeZone`, default today) for `weeks` weeks. */
export const LiveOpsCalendarQuerySchema = z.object({
  brand: brandField,
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the first day as a date, like 2027-01-04.')
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      // 2027-02-30 rolls over to March; 2027-02-32 is no date at all.
      return (
        v >= '2000-01-01' &&
        v <= '2100-12-31' &&
        !Number.isNaN(day.getTime()) &&
        day.toISOString().startsWith(v)
      );
    }, 'Give a real day from 2000 to 2100, like 2027-01-04.')
    .optional(),
  weeks: z.coerce
    .number({ error: 'Give the weeks as a number from 1 to 12.' })
    .int('Give the weeks as a number from 1 to 12.')
    .min(1, 'Give the weeks as a number from 1 to 12.')
    .max(12, 'Give the weeks as a number from 1 to 12.')
    .default(4),
  timeZone: ScheduleSchema.shape.timeZone.default('America/New_York'),
});
export type LiveOpsCalendarQuery = z.infer<typeof LiveOpsCalendarQuerySchema>;

/** One thing that runs: a tournament or a quest, made already (a row) or still to be made from its template. */
export const CalendarItemSchema = z.object({
  kind: z.enum(['tournament', 'quest']),
  /** A quest's type (season, advent, fp_challenge); null for a tournament. */
  questType: z.enum(QUEST_TYPES).nullable(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The template it comes from (null: a dated row written once). */
  templateId: z.number().int().nullable(),
  /** The row's id once made (null: the job makes it within the week before it starts). */
  rowId: z.number().int().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

export const CALENDAR_FLAGS = ['noRace', 'noQuest', 'questOverlap'] as const;
export type CalendarFlag = (typeof CALENDAR_FLAGS)[number];

export const CalendarDaySchema = z.object({
  /** The day in the query's zone, `YYYY-MM-DD`. */
  date: z.string(),
  tournaments: z.array(CalendarItemSchema),
  quests: z.array(CalendarItemSchema),
  /**
   * `noRace`: no tournament runs at any time of the day; `noQuest`: no quest or season runs in the day's week
   * (Monday to Sunday); `questOverlap`: two quests of the same type run at once during the day.
   */
  flags: z.array(z.enum(CALENDAR_FLAGS)),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const LiveOpsCalendarReplySchema = ok({
  data: z.object({ brand: z.string(), timeZone: z.string(), days: z.array(CalendarDaySchema) }),
});
export type LiveOpsCalendar = z.infer<typeof LiveOpsCalendarReplySchema>['data'];

/**
 * The drafts the back-office's authoring preview draws, by template kind: a feature's web module gives the
 * player components for its kind (`authoringPreviews`), the template screens get them from the routes.
 */
export interface TemplatePreviewDrafts {
  quest: QuestPreviewDraft;
  tournament: TournamentPreviewDraft;
}
