import { createContext, useContext, type ReactNode } from 'react';
import { createTranslator, type TFunction, type Translator } from './translator.ts';

/** Without a provider (never in the app): keys as texts, as i18next without resources. */
const NONE = createTranslator('en', {});
const TranslatorContext = createContext<Translator>(NONE);

/** Gives the subtree its translator (react-i18next's I18nextProvider). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** react-i18next's hook, the part the app uses: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  return { t: i18n.t, i18n };
}
