import type { MessageTree } from '@casino/contracts';

/**
 * The texts every page's first render shows: the header (a player's balance and buy button), footer and
 * menus, the cookie banner, the error and not-found texts, page titles. A namespace (`shell`) or a part of
 * one (`pages.meta`).
 */
export const SHELL_MESSAGES: readonly string[] = [
  'shell',
  'common',
  'platform',
  'modals',
  'cookieConsent',
  'pages.meta',
  'pages.notFound',
  'pages.error',
  'cashier.buy',
  // The header's rewards button, on every page of a player.
  'rewards.entry',
  'wallet',
];

/**
 * The rest of a landing page's first render (a guest's or a player's), and of a player's pages opened the most
 * (a game's frame, promotions), by route pattern without the /es prefix. Every other page gets all texts. What a page's lazy parts need
 * later (modals, menus, the next page) the client fetches once the page is idle (complete-messages.ts).
 * `page-messages.test.ts` checks these lists against the keys the pages' static imports use.
 */
export const PAGE_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  '/': ['home', 'catalogue'],
  '/lobby': ['catalogue', 'pages.lobby', 'pages.games'],
  // A category page is a landing page too (search results, ads): every text made it 140 KB of page data and
  // half the first visits' throughput from the page cache (issue #34).
  '/games/:pageName': ['catalogue', 'pages.games'],
  // The in-house game's frame, opened for every game a player plays: its 17 elements came with every text of
  // the language (142 KB of page data, half its CPU time per request; issue #34).
  '/game-frame/:gameId': ['inHouseGames'],
  // A player's promotions page (142 KB of texts per request before): its cards of other features are lazy parts,
  // which await every text (feature-module.ts), and its markup is the same with these (checked by a diff).
  '/promotions': ['promotions'],
};

/** React Router's route pattern (`es/lobby`, `lobby`, `es`, `/`) as a key of PAGE_MESSAGES: `/lobby`, `/`. */
export const pagePattern = (pattern: string) =>
  `/${pattern}`
    .replace(/\/+/g, '/')
    .replace(/^\/es(?=\/|$)/, '')
    .replace(/\/$/, '') || '/';

function pick(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: MessageTree | string | undefined = tree;
    let to = picked;
    for (const [index, part] of parts.entries()) {
      from = typeof from === 'object' ? from[part] : undefined;
      if (from === undefined) break;
      if (index === parts.length - 1 || typeof from === 'string') to[part] = from;
      else to = (to[part] ??= {}) as MessageTree;
    }
  }
  return picked;
}

const picks = new WeakMap<MessageTree, Map<string, MessageTree>>();

/**
 * The texts the root loader sends with a page: the shell's and the page's, or everything for a page not in
 * PAGE_MESSAGES. One object per tree and page, so the server's i18n instance per tree is reused.
 */
export function pageMessages(
  tree: MessageTree,
  pattern: string,
): { messages: MessageTree; allMessages: boolean } {
  const page = PAGE_MESSAGES[pagePattern(pattern)];
  if (!page) return { messages: tree, allMessages: true };
  let byPage = picks.get(tree);
  if (!byPage) picks.set(tree, (byPage = new Map()));
  const key = pagePattern(pattern);
  let messages = byPage.get(key);
  if (!messages) byPage.set(key, (messages = pick(tree, [...SHELL_MESSAGES, ...page])));
  return { messages, allMessages: false };
}
