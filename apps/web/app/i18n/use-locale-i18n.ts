import { useEffect, useMemo, useState } from 'react';
import type { Locale, MessageTree } from '@casino/contracts';
import { whenIdle } from '../lib/idle.ts';
import { allMessages, setPartialMessages } from './complete-messages.ts';
import { createI18n, loadTranslations } from './i18n.ts';
import type { Translator } from './translator.ts';

/**
 * The translator for the language in the URL. The server renders with the messages it put in
 * the root data; a language switch on the client fetches the other tree from the translations API.
 * When the root data carried a landing page's texts only, the rest is fetched once the page is idle.
 */
export function useLocaleI18n(
  locale: Locale,
  initial: { locale: Locale; messages: MessageTree; allMessages: boolean },
): Translator {
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
  const partial = !initial.allMessages && tree === initial.messages;
  const instance = useMemo(() => createI18n(active, tree), [active, tree]);
  // During render, not in an effect: lazy code rendered with the page already awaits the rest.
  if (partial && typeof window !== 'undefined') setPartialMessages(instance, active);
  useEffect(() => (partial ? whenIdle(() => void allMessages()) : undefined), [partial]);
  return instance;
}
