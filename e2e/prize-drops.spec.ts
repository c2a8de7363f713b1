// Prize drops in real browsers against the production server: two players of one brand; one spins, the
// server's clock (set ten minutes before its midnight) moves past the drops' release, the next spin catches
// one — the winner sees the win modal over the game, the other player (on the /prize-drops board) a toast
// and the board counting down. The
// feature is off for the rest of the suite (global-setup); this file switches tao's on with a small day.
// Screenshots in $SCREENSHOTS/prize-drops/ (en and es, phone and desktop, tao and funrize).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CatalogueSchema, type BrandKey, type FeatureSettings } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { advanceClock, resetClock, setClock } from './support/clock.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const server = {
  get baseUrl() {
    return baseUrl();
  },
};

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });
const setFeature = async (brand: BrandKey, body: object) => {
  const response = await ops(`/rest/ops/features/${brand}/prizeDrops/`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};
/** Two gold prizes a day, for bets of 5 and more (Triple Sevens' lowest bet). */
const SMALL_DAY = {
  dailyPrizePool: 100_000,
  highestPrizePerDay: 5_000,
  prizeCountPerDay: 2,
  minimalLevelPlay: 5,
  levels: [{ level: 3, count: 2, coins: 5_000 }],
};

async function tripleSevensSlug(): Promise<string> {
  const catalogue = CatalogueSchema.parse(await (await fetch(`${baseUrl()}/api/rest/games`)).json());
  return catalogue.games.find((game) => game.engineId === 'triple-sevens')!.slug;
}

async function newPlayer(host: string | undefined, viewport = DESKTOP, prefix = '') {
  const { page, context, url } = await open({ ...(host ? { host } : {}), viewport });
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
  await signUpViaApi(page, { at: url(`${prefix}/lobby/`) });
  return { page, url };
}

async function spinOnce(page: Page) {
  const game = page.frameLocator('[data-modal="game"] iframe');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await spin.waitFor(SLOW);
  await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
  await spin.click(SLOW);
  await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
}

describe('prize drops', () => {
  let saved: FeatureSettings[] = [];
  beforeAll(async () => {
    const list = (await (await ops('/rest/ops/features/')).json()) as { data: FeatureSettings[] };
    saved = list.data.filter((f) => f.key === 'prizeDrops' && (f.brand === 'tao' || f.brand === 'funrize'));
    await setFeature('tao', { enabled: true, config: SMALL_DAY });
    await setFeature('funrize', { enabled: true });
  });
  afterAll(async () => {
    await resetClock(server);
    for (const f of saved)
      await setFeature(f.brand as BrandKey, {
        enabled: f.enabled,
        config: f.config,
        schedule: { finishesAt: null },
      });
  });

  // Issue #33 item 8: the spec's prizeDrops promotion card had none.
  it('shows its promotion card with the day’s pool and top prize of the brand, and the way to the drops', async () => {
    const { page, url } = await newPlayer('tao.test');
    await page.goto(url('/promotions/'));
    const card = page.locator('[data-promotion="prizeDrops"]');
    await card.waitFor(SLOW);
    expect(await card.locator('[data-prize-pool]').innerText()).toBe(
      `Today's pool: ${SMALL_DAY.dailyPrizePool.toLocaleString('en-US')} Coins`,
    );
    expect(await card.innerText()).toContain(
      `Top prize: ${SMALL_DAY.highestPrizePerDay.toLocaleString('en-US')} Coins`,
    );
    await card.getByRole('link', { name: "See today's drops" }).click();
    await page.locator('[data-prize-drops-board]').waitFor(SLOW);
  });

  it('lands as a win modal for the winner and a toast for the other player, whose board follows', async () => {
    const slug = await tripleSevensSlug();
    // Ten minutes before the server's midnight, so the day's pool is drawn over those minutes and the
    // second bet, a few minutes on, finds the drops due without a jump long enough to end the sessions.
    const now = await advanceClock(server, 0);
    const dayEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    await setClock(server, new Date(dayEnd - 10 * 60_000));
    const watcher = await newPlayer('tao.test');
    await watcher.page.goto(watcher.url('/prize-drops/'));
    const board = watcher.page.locator('[data-prize-drops-board]');
    await board.waitFor(SLOW);
    expect(await board.locator('[data-level="gold"] [data-remaining]').getAttribute('data-remaining')).toBe(
      '2',
    );

    const winner = await newPlayer('tao.test');
    await winner.page.goto(winner.url(`/lobby/?game=${slug}`));
    // The day's first qualifying bet draws the day's drops over the rest of the day: nothing is due yet.
    await spinOnce(winner.page);
    expect(await winner.page.getByRole('dialog', { name: 'You caught a prize drop!' }).count()).toBe(0);

    // Late in the day every drop is due (unless both fall in the last 15 s: p ≈ 0.06 %): the next bet
    // catches one.
    await setClock(server, new Date(dayEnd - 15_000));
    await spinOnce(winner.page);

    const win = winner.page.getByRole('dialog', { name: 'You caught a prize drop!' });
    await win.waitFor(SLOW);
    expect(await win.locator('[data-prize-drop-win]').getAttribute('data-prize-drop-win')).toBe('gold');
    expect(await win.locator('[data-prize-won]').innerText()).toBe('5,000 Coins');
    await screenshot(winner.page, 'prize-drops/win-tao-desktop-en');

    const toast = watcher.page.locator('[data-sonner-toast]').filter({ hasText: 'caught a Gold prize drop' });
    await toast.waitFor(SLOW);
    expect(await toast.innerText()).toContain('5,000 Coins');
    await expect
      .poll(() => board.locator('[data-level="gold"] [data-remaining]').getAttribute('data-remaining'), SLOW)
      .toBe('1');
    expect(await board.locator('[data-last-winners] li').count()).toBe(1);
    await screenshot(watcher.page, 'prize-drops/board-toast-tao-desktop-en');
    // The winner's own drop is no toast for the winner.
    expect(await winner.page.locator('[data-sonner-toast]').filter({ hasText: 'caught a' }).count()).toBe(0);
    await resetClock(server);
  });

  // One player each (a test of its own, so a slow machine does not run one test out of time).
  it.each([
    ['tao.test', PHONE, '', 'Prize drops'],
    [undefined, DESKTOP, '/es', 'Premios sorpresa'],
    [undefined, PHONE, '/es', 'Premios sorpresa'],
  ] as const)(
    'opens the welcome with ?openModal=app-prize-drops (%s, %o, %s)',
    async (host, viewport, prefix, title) => {
      const { page, url } = await newPlayer(host, viewport, prefix);
      await page.goto(url(`${prefix}/lobby/?openModal=app-prize-drops`));
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.locator('[data-prize-drops-board]').waitFor(SLOW);
      expect(await dialog.locator('[data-level]').count()).toBeGreaterThan(0);
      const name = `${host ?? 'funrize'}-${viewport === PHONE ? 'phone' : 'desktop'}-${prefix ? 'es' : 'en'}`;
      await screenshot(page, `prize-drops/welcome-${name}`);
      await page.goto(url(`${prefix}/prize-drops/`));
      await page.locator('[data-prize-drops-board]').waitFor(SLOW);
      await screenshot(page, `prize-drops/page-${name}`, { fullPage: true });
    },
  );

  it('sends a player on the page home when the prize drops finish', async () => {
    const { page, url } = await newPlayer(undefined);
    // Six seconds on the server's clock, whatever an earlier test left it at.
    const at = new Date((await advanceClock(server, 0)).getTime() + 6_000).toISOString();
    await setFeature('funrize', { schedule: { finishesAt: at } });
    await page.goto(url('/prize-drops/'));
    await page.locator('[data-prize-drops-board]').waitFor(SLOW);
    await page.waitForURL((u) => u.pathname === '/', SLOW);
    await setFeature('funrize', { schedule: { finishesAt: null } });
  });
});
