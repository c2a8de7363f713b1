import { useEffect, useMemo, useState } from 'react';
import type { i18n } from 'i18next';
import type { Locale, MessageTree } from '@casino/contracts';
import { createI18n, loadTranslations } from './i18n.ts';

/**
 * The i18next instance for the language in the URL. The server renders with the messages it put in
 * the root data; a language switch on the client fetches the other tree from the translations API.
 */
export function useLocaleI18n(locale: Locale, initial: { locale: Locale; messages: MessageTree }): i18n {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, MessageTree>>>({
    [initial.locale]: initial.messages,
  });
  const messages = loaded[locale];
  useEffect(() => {
    if (messages) return;
    let cancelled = false;
    void loadTranslations(locale).then((tree) => {
      if (!cancelled) setLoaded((current) => ({ ...current, [locale]: tree }));
    });
    return () => {
      cancelled = true;
    };
  }, [locale, messages]);
  // Until the new tree arrives the page keeps the texts it has, rather than flashing keys.
  const active = messages ? locale : initial.locale;
  const tree = messages ?? loaded[initial.locale] ?? initial.messages;
  return useMemo(() => createI18n(active, tree), [active, tree]);
}
