import { z } from 'zod';
import { ok } from './api.ts';
import { CALENDAR_SOURCES } from './features.ts';
import { ScheduleSchema } from './schedule.ts';
import { templateBrandField } from './templates.ts';

/**
 * Live operations in the back-office (docs/live-operations.md): the features' recurring templates written by
 * operators (their schemas are the features' contracts files) and the calendar of what runs.
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

// ---------------------------------------------------------------------------------------------
// The calendar: what runs per brand per day (features.read)

/** GET calendar: a brand's days from `from` (a date in `timeZone`, default today) for `weeks` weeks. */
export const LiveOpsCalendarQuerySchema = z.object({
  brand: templateBrandField,
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

type CalendarSource = (typeof CALENDAR_SOURCES)[number];
export type CalendarKind = CalendarSource['kind'];
type CalendarItemType = NonNullable<Extract<CalendarSource, { types: unknown }>['types']>[number];
export type CalendarFlag =
  CalendarSource['gap']['flag'] | NonNullable<Extract<CalendarSource, { overlap: unknown }>['overlap']>;

const nonEmpty = <T extends string>(values: readonly T[]) => values as readonly [T, ...T[]];

/** One thing a feature runs (its `kind`), made already (a row) or still to be made from its template. */
export const CalendarItemSchema = z.object({
  kind: z.enum(nonEmpty(CALENDAR_SOURCES.map((source) => source.kind))),
  /** The item's type for a source with types (a quest's: season, advent, fp_challenge); else null. */
  questType: z
    .enum(
      nonEmpty(
        CALENDAR_SOURCES.flatMap((source): readonly CalendarItemType[] =>
          'types' in source ? source.types : [],
        ),
      ),
    )
    .nullable(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The template it comes from (null: a dated row written once). */
  templateId: z.number().int().nullable(),
  /** The row's id once made (null: the job makes it within the week before it starts). */
  rowId: z.number().int().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** Each source's gap flag, then its overlap flag (a day's flags come in this order). */
export const CALENDAR_FLAGS = CALENDAR_SOURCES.flatMap((source): CalendarFlag[] => [
  source.gap.flag,
  ...('overlap' in source ? [source.overlap] : []),
]);

/** A day's list of each source's items, under the source's `list` name. */
const calendarLists = Object.fromEntries(
  CALENDAR_SOURCES.map((source) => [source.list, z.array(CalendarItemSchema)]),
) as { [S in CalendarSource as S['list']]: z.ZodArray<typeof CalendarItemSchema> };

export const CalendarDaySchema = z.object({
  /** The day in the query's zone, `YYYY-MM-DD`. */
  date: z.string(),
  /** What runs during the day, per source (`tournaments`, `quests`). */
  ...calendarLists,
  /**
   * Each source's gap (`noRace`: no tournament runs at any time of the day; `noQuest`: no quest or season runs in
   * the day's week, Monday to Sunday) and overlap (`questOverlap`: two quests of the same type run at once
   * during the day).
   */
  flags: z.array(z.enum(nonEmpty(CALENDAR_FLAGS))),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const LiveOpsCalendarReplySchema = ok({
  data: z.object({ brand: z.string(), timeZone: z.string(), days: z.array(CalendarDaySchema) }),
});
export type LiveOpsCalendar = z.infer<typeof LiveOpsCalendarReplySchema>['data'];
