import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { PAGE_MESSAGES, pageMessages, pagePattern, SHELL_MESSAGES } from './page-messages.ts';

const APP = resolve(import.meta.dirname, '..');
/** What every page renders with: the root route and the layouts of the guest pages. */
const SHELL_FILES = ['root.tsx', 'routes/layouts/guest.tsx', 'routes/layouts/default.tsx'];
const PAGE_FILES: Record<string, string> = {
  '/': 'routes/pages/home.tsx',
  '/lobby': 'routes/pages/lobby.tsx',
  '/games/:pageName': 'routes/pages/games-page.tsx',
  '/game-frame/:gameId': 'routes/pages/game-frame.tsx',
  '/promotions': 'routes/pages/promotions.tsx',
};

/** The app files a file imports statically (relative imports, not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
    const target = join(dirname(file), match[1]!);
    if (existsSync(target) && /\.tsx?$/.test(target)) found.push(target);
  }
  return found;
}

/** Message keys a file's code names: t('a.b'), t(`a.b.${x}`) (as `a.b`), page titles. */
function keysOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const keys: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*['"`]([a-zA-Z]\w*(?:\.\w+)*)/g)) keys.push(match[1]!);
  for (const match of source.matchAll(/pageMeta\(\s*\w+,\s*'([\w.]+)'/g)) keys.push(match[1]!);
  return keys;
}

function keysReachedFrom(files: string[]): Map<string, string> {
  const seen = new Set<string>();
  const keys = new Map<string, string>();
  const stack = files.map((file) => join(APP, file));
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file) || file.endsWith('.server.ts')) continue;
    seen.add(file);
    for (const key of keysOf(file)) keys.set(key, file.slice(APP.length + 1));
    stack.push(...staticImports(file));
  }
  return keys;
}

const covers = (paths: readonly string[], key: string) =>
  paths.some((path) => key === path || key.startsWith(`${path}.`));

describe('the texts a guest landing page comes with', () => {
  it('cover every key its first render and the shell name', () => {
    for (const [pattern, page] of Object.entries(PAGE_FILES)) {
      const allowed = [...SHELL_MESSAGES, ...(PAGE_MESSAGES[pattern] ?? [])];
      const missing = [...keysReachedFrom([...SHELL_FILES, page])]
        .filter(([key]) => !covers(allowed, key))
        .map(([key, file]) => `${key} (${file})`);
      expect(missing, `${pattern}: keys outside SHELL_MESSAGES and PAGE_MESSAGES['${pattern}']`).toEqual([]);
    }
  });

  it('list only pages with a file, and paths that exist in both languages', () => {
    expect(Object.keys(PAGE_MESSAGES).sort()).toEqual(Object.keys(PAGE_FILES).sort());
    for (const path of [...SHELL_MESSAGES, ...Object.values(PAGE_MESSAGES).flat()])
      for (const locale of ['en', 'es'] as const) {
        let node: unknown = messages[locale];
        for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
        expect(node, `${locale}: ${path}`).toBeDefined();
      }
  });

  it('sends the shell and the page texts only, the same object for every guest of a page', () => {
    const home = pageMessages(messages.en, '/');
    expect(home.allMessages).toBe(false);
    expect(Object.keys(home.messages).sort()).toEqual(
      [
        'cashier',
        'catalogue',
        'common',
        'cookieConsent',
        'home',
        'modals',
        'pages',
        'platform',
        'rewards',
        'shell',
        'wallet',
      ].sort(),
    );
    expect(Object.keys(home.messages.pages as object).sort()).toEqual(['error', 'meta', 'notFound']);
    // The header's rewards button names itself on every page (a raw key was its name before).
    expect(Object.keys(home.messages.rewards as object)).toEqual(['entry']);
    expect(pageMessages(messages.en, '/').messages).toBe(home.messages);
    expect(pageMessages(messages.es, 'es/lobby').messages.catalogue).toBe(messages.es.catalogue);
    expect(JSON.stringify(home.messages).length).toBeLessThan(JSON.stringify(messages.en).length / 3);
  });

  it('sends every text with pages not listed', () => {
    expect(pageMessages(messages.en, '/how-it-works')).toEqual({ messages: messages.en, allMessages: true });
    // As React Router gives it: the matched routes' paths joined, no leading slash.
    expect(pagePattern('/')).toBe('/');
    expect(pagePattern('lobby')).toBe('/lobby');
    expect(pagePattern('es')).toBe('/');
    expect(pagePattern('es/lobby')).toBe('/lobby');
    expect(pagePattern('estate')).toBe('/estate');
    expect(pageMessages(messages.en, 'lobby').allMessages).toBe(false);
  });
});
