import { LOCALES } from '../constants.ts';

export type MessageTree = { [key: string]: string | MessageTree };
export const TRANSLATIONS_FALLBACK: MessageTree = { error: { translations: 'Translations not available' } };
export const localeOrNull = (value: string) =>
  (LOCALES as readonly string[]).includes(value) ? value : null;
