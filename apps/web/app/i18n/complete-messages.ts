import type { Locale, MessageTree } from '@casino/contracts';
import { TRANSLATIONS_FALLBACK } from '@casino/contracts/values';
import { loadTranslations } from './i18n.ts';
import type { Translator } from './translator.ts';

/**
 * A guest landing page comes with the texts of its first render only (page-messages.ts). The rest of the
 * language's texts is one cacheable request (GET /api/rest/translations/{locale}), made when the page is
 * idle or as soon as something needs it: a lazy modal, root or menu awaits `allMessages()` with its code,
 * and the client navigation middleware before the next page renders.
 */
let partial: { instance: Translator; locale: Locale } | null = null;
let loading: Promise<void> | null = null;
const complete = new Map<Locale, MessageTree>();

/** Called by useLocaleI18n for an instance built from part of a language's texts. */
export function setPartialMessages(instance: Translator, locale: Locale): void {
  if (partial?.instance === instance) return;
  partial = { instance, locale };
  loading = null;
}

/** Resolves once the current instance has every text of its language; fetches them on the first call. */
export function allMessages(): Promise<void> {
  const current = partial;
  if (!current) return Promise.resolve();
  loading ??= loadTranslations(current.locale).then((tree) => {
    // Not reached: the page keeps its own texts (lazy parts render with them) and the next need asks again.
    if (tree === TRANSLATIONS_FALLBACK) {
      loading = null;
      return;
    }
    // Added to the same instance, so whatever renders next (and nothing rendered before) reads them.
    current.instance.addMessages(tree);
    complete.set(current.locale, tree);
    if (partial === current) partial = null;
  });
  return loading;
}

/** Every text of a language once fetched (page titles of client navigations read them). */
export const completeMessages = (locale: string): MessageTree | undefined => complete.get(locale as Locale);
