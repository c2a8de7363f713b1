import { z } from 'zod';
import type { LocalizedText } from './values/localized-text.ts';

export const LocalizedTextSchema = z.object({
  en: z.string(),
  es: z.string(),
}) satisfies z.ZodType<LocalizedText>;
