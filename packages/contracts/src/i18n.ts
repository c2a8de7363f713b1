import { z } from 'zod';
import { LOCALES } from './constants.ts';

export type MessageTree = { [key: string]: string | MessageTree };
export const MessageTreeSchema: z.ZodType<MessageTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), MessageTreeSchema])),
);

export const TranslationsParamsSchema = z.object({ locale: z.string().max(16) });
export const TRANSLATIONS_FALLBACK: MessageTree = { error: { translations: 'Translations not available' } };
export const localeOrNull = (value: string) =>
  (LOCALES as readonly string[]).includes(value) ? value : null;
