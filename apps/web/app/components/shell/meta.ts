import type { MessageTree } from '@casino/contracts';
import { completeMessages } from '../../i18n/complete-messages.ts';
import { ROOT_ROUTE_ID, type RootData } from '../../lib/root-data.ts';

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

const rootData = (matches: readonly MetaMatchLike[]): RootData | undefined =>
  matches.find((match) => match?.id === ROOT_ROUTE_ID)?.loaderData as RootData | undefined;

/** Reads a dotted key from a message tree and fills {{placeholders}}; meta runs outside React, so no i18next here. */
export function messageText(
  tree: MessageTree | undefined,
  key: string,
  vars: Record<string, string> = {},
): string {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => vars[name] ?? '');
}

/** `<title>` of a page: its text in the current language, then the brand's name. */
export function pageMeta(matches: readonly MetaMatchLike[], key: string, vars?: Record<string, string>) {
  const root = rootData(matches);
  // After a client navigation the root data still holds the landing page's texts; the complete set has the rest.
  const title = messageText((root && completeMessages(root.locale)) ?? root?.messages, key, vars);
  return [{ title: root ? `${title} | ${root.brand.appName}` : title }];
}
