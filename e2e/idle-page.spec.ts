import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';

const { open } = setupBrowser();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Work {
  commits: number;
  /** DOM changes other than a countdown's text. */
  mutations: number;
  /** A countdown's text changing (a `<time>` element's): work the player sees. */
  countdownTexts: number;
  /** What changed, for the failure message. */
  seen: string[];
}

declare global {
  interface Window {
    __idle: Work & { counting: boolean };
  }
}

/**
 * Counts React commits (through the hook React DOM reports to, as the developer tools do) and DOM mutations
 * from the page's first script on; `counting` starts the record.
 */
function countWork() {
  const work = { commits: 0, mutations: 0, countdownTexts: 0, seen: [] as string[], counting: false };
  window.__idle = work;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (work.counting) work.commits++;
    },
  };
  new MutationObserver((records) => {
    if (!work.counting) return;
    for (const record of records) {
      const target = record.target as Element;
      if (record.type === 'characterData' && target.parentElement?.nodeName === 'TIME') {
        work.countdownTexts++;
        continue;
      }
      work.mutations++;
      if (work.seen.length < 20)
        work.seen.push(
          `${record.type} on ${target.nodeName} ${record.attributeName ?? ''} ${target.textContent?.slice(0, 40)}`,
        );
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** No DOM change but a countdown's new text, and a React commit only for such a text (its state, its parent's). */
function expectIdle(work: Work) {
  expect(work.mutations, work.seen.join('\n')).toBe(0);
  expect(
    work.commits,
    `${work.commits} commits for ${work.countdownTexts} countdown texts`,
  ).toBeLessThanOrEqual(2 * work.countdownTexts);
}

/**
 * Page time runs on Playwright's clock, paused: nothing happens between our steps, and 30 s of the page's life
 * take as long as its timers' work. It starts a week back, one second past a whole minute, so the measured
 * window holds no whole minute (a countdown of a day or more may change its text on one, which is work).
 */
async function workBetween10And30s(page: Page, at: string, before?: () => Promise<unknown>): Promise<Work> {
  const start = Math.floor((Date.now() - 7 * DAY) / MINUTE) * MINUTE + 1_000;
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.addInitScript(countWork);
  if (before) await before();
  else await page.goto(at);
  // Hydrated (the browser helper waits for React Router's router); then the page's first 10 s, with the
  // requests those start answered before the record begins.
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  for (let second = 0; second < 10; second++) {
    await page.clock.runFor(1_000);
    while (inFlight.size > 0)
      await Promise.race([page.waitForEvent('requestfinished'), page.waitForEvent('requestfailed')]);
  }
  await page.evaluate(() => (window.__idle.counting = true));
  await page.clock.runFor(20_000);
  return page.evaluate(() => ({
    commits: window.__idle.commits,
    mutations: window.__idle.mutations,
    countdownTexts: window.__idle.countdownTexts,
    seen: window.__idle.seen,
  }));
}

/** issue #34: after hydration a page does no work while nothing on it changes (no timer, store or countdown). */
describe('an idle page is idle', () => {
  it.each(['/', '/lobby/'])(
    "a guest's %s: from 10 s to 30 s no work but a countdown's new text",
    async (path) => {
      const { page, url } = await open();
      const work = await workBetween10And30s(page, url(path));
      expectIdle(work);
    },
  );

  it("a player's game: from 10 s to 30 s no work but a countdown's new text", async () => {
    const { page, url } = await open();
    const work = await workBetween10And30s(page, '', () =>
      signUpViaApi(page, { at: url('/lobby/?game=classic-melons'), keepEmailPrompt: true }),
    );
    await expect(page.locator('iframe[src*="/game-frame/"]').count()).resolves.toBe(1);
    expectIdle(work);
  });
});
