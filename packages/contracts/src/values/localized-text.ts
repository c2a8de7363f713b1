/** Operator-written text in both site languages (catalogue titles, offer names and badges). */
export interface LocalizedText {
  en: string;
  es: string;
}

/** The text in the page's language; English where a translation is missing. */
export const pickText = (text: LocalizedText, locale: string): string =>
  (locale === 'es' ? text.es : text.en) || text.en;
