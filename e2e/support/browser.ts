import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { suiteServer } from './suite-server.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const TABLET = { width: 820, height: 1180 };

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Brand hosts such as tao.test resolve to this machine, so host-based branding is tested for real.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

/**
 * A page of ours hydrates after its first paint (apps/web/app/lib/html/hydrate-after-paint.server.ts), so a load
 * can end before React has the page. `goto` and `reload` then also wait for React Router's router, which exists
 * once the hydration has begun (React replays events on parts it has not hydrated yet): a journey types and
 * clicks as a person would after the page answers, not into inputs nothing listens to yet. Other answers (JSON,
 * someone else's page) are returned as they come. Any server of the app counts (a journey may start its own).
 */
function awaitHydration(page: Page): Page {
  const ready = async <T extends Awaited<ReturnType<Page['goto']>>>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      // Our pages set React Router's context in their first inline script; other HTML does not wait.
      await page.waitForFunction(
        () => !('__reactRouterContext' in window) || '__reactRouterDataRouter' in window,
        null,
        { timeout: 15_000 },
      );
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

/**
 * One Chromium per test file; each test opens its own context (cookies, storage) with `open()`, closed
 * when the test ends: a finished test's pages would otherwise keep their sockets, timers and renders
 * running beside every later test of the file, on a 2-core machine. The file runs in the headless shell
 * (the same Blink at less than half the CPU per page load) unless it needs the whole browser: web push
 * needs its push messaging and notifications.
 */
export function setupBrowser(options: { fullBrowser?: boolean } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject(options.fullBrowser ? 'chromiumPath' : 'headlessBrowserPath'),
      args: FLAGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  const baseUrl = () => suiteServer().baseUrl;
  const hostUrl = (host: string) => `http://${host}:${suiteServer().port}`;
  async function open(
    options: BrowserContextOptions & { host?: string } = {},
  ): Promise<{ page: Page; context: BrowserContext; url: (path: string) => string }> {
    const { host, ...contextOptions } = options;
    // Reduced motion, a setting players have and the site honours: rounds, wheels and count-ups present at
    // their short pace, so a journey waits for what happened, not for how long it takes to show. A journey
    // about the motion itself passes `reducedMotion: 'no-preference'`.
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'en-US',
      reducedMotion: 'reduce',
      ...contextOptions,
    });
    contexts.push(context);
    onTestFinished(async () => {
      contexts.splice(contexts.indexOf(context), 1);
      await context.close();
    });
    const page = awaitHydration(await context.newPage());
    const origin = host ? hostUrl(host) : baseUrl();
    return { page, context, url: (path: string) => origin + path };
  }
  return { open, baseUrl, hostUrl };
}

/** Where pictures for a person to look at go (SCREENSHOTS=<dir>); none are taken without it. */
export const SCREENSHOTS = process.env.SCREENSHOTS;

/**
 * With SCREENSHOTS=<dir> set, keeps a picture of the page (or one element) as `<dir>/<name>.png` for a person
 * to look at; otherwise takes none: nothing asserts on them, and each is a render and an encoding on CI's
 * 2 cores. `name` may hold a folder per journey (`bingo/ready-sws-desktop-en`).
 */
export async function screenshot(
  target: Pick<Page, 'screenshot'> | Pick<Locator, 'screenshot'>,
  name: string,
  options: { fullPage?: boolean; timeout?: number } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  const path = `${SCREENSHOTS}/${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
}

/** The usual axes of a "looks right" journey: two brands, both languages, a phone and a desktop. */
export const BRANDS_LOCALES_DEVICES = {
  host: ['tao.test', 'nlc.test'],
  locale: ['en', 'es'],
  device: [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ],
} as const;

/**
 * The combinations of a "looks right" journey (brands × languages × viewports, …). With SCREENSHOTS set, every
 * combination, for a person to look at; otherwise the fewest that still visit each value of each axis once
 * (row i takes each axis's i-th value, wrapping): the assertions are the same in every combination, and each is
 * a few page loads on CI's 2 cores.
 */
export function looks<T extends Record<string, readonly unknown[]>>(
  axes: T,
): Array<{ [K in keyof T]: T[K][number] }> {
  type Row = { [K in keyof T]: T[K][number] };
  const keys = Object.keys(axes) as Array<keyof T>;
  if (SCREENSHOTS)
    return keys.reduce<Row[]>(
      (rows, key) => rows.flatMap((row) => axes[key]!.map((value) => ({ ...row, [key]: value }))),
      [{} as Row],
    );
  const count = Math.max(...keys.map((key) => axes[key]!.length));
  return Array.from(
    { length: count },
    (_, i) => Object.fromEntries(keys.map((key) => [key, axes[key]![i % axes[key]!.length]])) as Row,
  );
}
