import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';
import { ScheduleSchema } from './schedule.ts';
import {
  TOURNAMENT_MODES,
  TournamentPrizeSchema,
  TournamentScoringSchema,
  TournamentTemplateSchema,
} from './tournaments.ts';
import { BRAND_KEYS } from './values/brands.ts';

/**
 * Live operations in the back-office (docs/live-operations.md): recurring tournament templates written by
 * operators (`features.read` to look, `features.manage` to write; audited `tournamentTemplate.*`).
 */

export const LIVE_OPS_PATHS = {
  tournamentTemplates: '/rest/backoffice/tournament-templates/',
  tournamentTemplate: '/rest/backoffice/tournament-templates/:id/',
} as const;
export const tournamentTemplatePath = (id: number) => `/rest/backoffice/tournament-templates/${id}/`;

/** Recurrences an operator picks by name; anything else is typed as a raw RRULE. */
export const RRULE_PRESETS = {
  daily: 'FREQ=DAILY',
  weeklyMonday: 'FREQ=WEEKLY;BYDAY=MO',
  weekends: 'FREQ=WEEKLY;BYDAY=SA,SU',
  monthlyFirst: 'FREQ=MONTHLY;BYMONTHDAY=1',
} as const;

const brandField = z.enum(BRAND_KEYS, { error: `The brand is one of: ${BRAND_KEYS.join(', ')}.` });

/** POST: a new template, paused or active (`active`, default true). */
export const TournamentTemplateCreateSchema = TournamentTemplateSchema.extend({
  brand: brandField,
  active: z.boolean().default(true),
});
export type TournamentTemplateCreate = z.infer<typeof TournamentTemplateCreateSchema>;

/**
 * PATCH: what changes. Brand and slug name the template and stay. Content changes reach occurrences not
 * started yet, never a running one; `active: false` pauses it (no new occurrence), `true` resumes it.
 */
export const TournamentTemplateUpdateSchema = TournamentTemplateSchema.omit({ brand: true, slug: true })
  .partial()
  .extend({ active: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type TournamentTemplateUpdate = z.infer<typeof TournamentTemplateUpdateSchema>;

export const TournamentTemplateRowSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
  games: z.array(z.string()),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: TournamentScoringSchema,
  prizes: z.array(TournamentPrizeSchema),
  schedule: ScheduleSchema,
  active: z.boolean(),
  /** The next occurrence's start after now (ISO), null when the schedule has ended or it is paused. */
  nextStartsAt: z.string().nullable(),
  updatedAt: z.string(),
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
