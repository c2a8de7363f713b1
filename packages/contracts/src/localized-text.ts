import { z } from 'zod';

/** Operator-written text in both site languages (catalogue titles, offer names and badges). */
export const LocalizedTextSchema = z.object({ en: z.string(), es: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;
/** The text in the page's language; English where a translation is missing. */
export const pickText = (text: LocalizedText, locale: string): string =>
  (locale === 'es' ? text.es : text.en) || text.en;
