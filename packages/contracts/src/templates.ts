import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema } from './backoffice.ts';
import { ScheduleSchema } from './schedule.ts';
import { BRAND_KEYS } from './values/brands.ts';

/**
 * What tournament and quest templates share (docs/live-operations.md): a title in both languages, which a
 * draft may still miss, and the states an operator reads.
 */

/** A template's title: a draft may miss a language; publishing (`active`) needs both (`publishRefusal`). */
export const TemplateTitleSchema = z.object({
  en: z.string().trim().max(80, 'The English title is at most 80 characters.'),
  es: z.string().trim().max(80, 'The Spanish title is at most 80 characters.'),
});
export type TemplateTitle = z.infer<typeof TemplateTitleSchema>;

/**
 * Why a template may not be published (made active), with the field it names, or null. Players on /es/ never
 * read an English title, so both languages are needed.
 */
export function publishRefusal(title: TemplateTitle): { path: string; message: string } | null {
  if (title.en.trim() === '') return { path: 'title.en', message: 'Give the English title.' };
  if (title.es.trim() === '') return { path: 'title.es', message: 'Give the Spanish title.' };
  return null;
}

/**
 * draft: not active (paused, or missing a language), makes no occurrence; scheduled: active, its next
 * occurrence to come; live: an occurrence runs now; finished: its schedule has ended and nothing runs;
 * cancelled: stopped for good (occurrences players joined still run).
 */
export const TEMPLATE_STATES = ['draft', 'scheduled', 'live', 'finished', 'cancelled'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

export const templateBrandField = z.enum(BRAND_KEYS, {
  error: `The brand is one of: ${BRAND_KEYS.join(', ')}.`,
});

/** What a template's creation adds to its fields: its brand, and whether it is published (default) or a draft. */
export const templateCreation = {
  brand: templateBrandField,
  active: z.boolean().default(true),
};

/** Publishing (active) needs the title in both languages: the refusal names the missing one. */
export const publishable = (v: { title?: TemplateTitle; active?: boolean }, ctx: z.RefinementCtx) => {
  if (v.active === false || !v.title) return;
  const refusal = publishRefusal(v.title);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: refusal.path.split('.') });
};

/**
 * What every template's edit may also say: `active: false` pauses it (no new occurrence), `true` resumes it
 * (both languages needed); `cancelled: true` stops it for good (occurrences nobody joined are removed).
 */
export const templateControls = {
  active: z.boolean().optional(),
  cancelled: z
    .literal(true, { error: 'A template is cancelled with cancelled: true; it is not undone.' })
    .optional(),
};

/** What names every template row: its id, brand, slug and title in both languages. */
export const templateIdentity = {
  id: z.number().int(),
  brand: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
};

/** What every template row says of its state. */
export const templateStatus = {
  schedule: ScheduleSchema,
  active: z.boolean(),
  /** draft → scheduled → live → finished, or cancelled: from the template and its occurrences. */
  state: z.enum(TEMPLATE_STATES),
  /** The next occurrence's start after now (ISO), null when the schedule has ended, it is paused or cancelled. */
  nextStartsAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
};

/** A template row as the back-office lists it: its identity, the feature's own fields, then its state. */
export const templateRowSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ ...templateIdentity, ...fields, ...templateStatus });

/**
 * PATCH of a template: any of `fields` (the template's fields but brand and slug, which name it and stay) and
 * the controls, at least one of them.
 */
export const templateUpdateSchema = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) =>
  fields
    .partial()
    .extend(templateControls)
    .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');

/** A template write's answer: the template now, and how many occurrences not started yet took the change. */
export const templateSavedSchema = <Row extends z.ZodType>(row: Row) =>
  ok({
    data: row,
    /** Occurrences not started yet whose content was rewritten (running ones never are). */
    updatedOccurrences: z.number().int().nonnegative(),
    /** Occurrences not started yet that nobody joined, removed because the schedule changed or it paused. */
    removedOccurrences: z.number().int().nonnegative(),
  });

/** A template list's query: the back-office's paging, optionally one brand. */
export const TemplatesQuerySchema = BackofficeListQuerySchema.extend({
  brand: templateBrandField.optional(),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuerySchema>;

/**
 * What a feature runs on the back-office's live-operations calendar (live-operations.ts), listed in
 * `CALENDAR_SOURCES` (features.ts): its items' `kind` (its feature key), the day's list they are in, the gap
 * flagged when none runs (in a day, or in the day's week), and — for a feature whose items have types — the
 * overlap flagged when two of one type run at once.
 */
export interface LiveOpsCalendarSource {
  readonly kind: string;
  readonly list: string;
  readonly gap: { readonly flag: string; readonly per: 'day' | 'week' };
  readonly types?: readonly string[];
  readonly overlap?: string;
}
