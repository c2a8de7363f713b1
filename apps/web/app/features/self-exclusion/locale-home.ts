import { DEFAULT_LOCALE, isLocale } from '@casino/contracts';
import { localizePath } from '../../i18n/locale.ts';

/** Home in the current language, where a signed-out player lands. */
export const localeHome = (language: string | undefined) =>
  localizePath('/', isLocale(language) ? language : DEFAULT_LOCALE);
