import { z } from 'zod';

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
