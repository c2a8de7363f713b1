import type { Locale, MessageTree } from '@casino/contracts';
import { TRANSLATIONS_FALLBACK } from '@casino/contracts/values';
import { createTranslator, type Translator } from './translator.ts';

const instances = new WeakMap<MessageTree, Map<Locale, Translator>>();

/**
 * The translator for a locale's message tree. Trees are immutable, so the server shares one
 * instance per tree across requests instead of building one per render.
 */
export function createI18n(locale: Locale, messages: MessageTree): Translator {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map()));
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const instance = createTranslator(locale, messages);
  byLocale.set(locale, instance);
  return instance;
}

/** Fetches a locale's messages; on failure or an empty tree, the fallback set (and the spec's warning). */
export async function loadTranslations(locale: string, fetcher: typeof fetch = fetch): Promise<MessageTree> {
  try {
    const response = await fetcher(`/api/rest/translations/${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    });
    const tree = response.ok ? ((await response.json()) as MessageTree) : {};
    if (tree && typeof tree === 'object' && Object.keys(tree).length > 0) return tree;
  } catch {
    // handled below: the player keeps a working page with the fallback texts
  }
  console.warn(`Translation for ${locale} not found`);
  return TRANSLATIONS_FALLBACK;
}
