import { DEFAULT_LOCALE, isLocale } from '@casino/contracts';
import { localizePath } from '../../i18n/locale.ts';

/** An app path in the current language (en unprefixed, others under /{locale}/). */
export const localeHref = (path: string, language: string | undefined): string =>
  localizePath(path, isLocale(language) ? language : DEFAULT_LOCALE);
