// Quests and the season tower in a real browser against the production server: a free-play challenge task
// completes from real spins in the game modal and pays (the header balance ends at the rounds' sum plus the
// task's prize, the task-passed popup shows it); every quest modal opens from ?openModal=. Screenshots
// ($SCREENSHOTS/quests/) in en and es, phone and desktop, for tao and funrize.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { InHouseSpinSchema, QuestResponseSchema } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { headerBalance } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };

/** The preset-package popup would open by itself for a new player; these journeys are about other things. */
const skipPresetPackagePopup = (context: BrowserContext, url: (path: string) => string) =>
  context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);

const amount = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

async function newPlayer(options: { host: string; viewport?: typeof PHONE; prefix?: '' | '/es' }) {
  const { page, context, url } = await open({ host: options.host, viewport: options.viewport ?? DESKTOP });
  await skipPresetPackagePopup(context, url);
  await page.goto(url(`${options.prefix ?? ''}/lobby/`));
  await signUpViaApi(page);
  return { page, url };
}

const questOf = (page: Page, type: string) =>
  page
    .evaluate(async (type) => (await fetch(`/rest/quest/?type=${type}`)).json(), type)
    .then((body) => {
      return QuestResponseSchema.parse(body).data;
    });

/** Quests are off for the rest of the suite (global setup): on for this file's brands while it runs. */
const setQuests = (brand: string, enabled: boolean) =>
  fetch(`${baseUrl()}/rest/ops/features/${brand}/quest/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
    body: JSON.stringify({ enabled }),
  });

describe('quests and the season tower', () => {
  beforeAll(async () => {
    for (const brand of ['tao', 'funrize']) expect((await setQuests(brand, true)).status).toBe(200);
  });
  afterAll(async () => {
    for (const brand of ['tao', 'funrize']) await setQuests(brand, false);
  });

  it('completes the free-play challenge’s first task from real spins, pays it, and says so', async () => {
    const { page, url } = await newPlayer({ host: 'tao.test' });
    const before = await questOf(page, 'fp_challenge');
    const task = before.quest!.dayInfo.tasks[0]!;
    expect(task).toMatchObject({ kind: 'spins', isCompleted: false, progress: 0 });
    const goal = task.goal;
    const prize = task.prize.coins;
    expect(prize).toBeGreaterThan(0);

    // The lobby's promo banner (the home payload's promoBanners) opens the challenge too.
    await page.goto(url('/lobby/'));
    const banner = page.locator('[data-promo-banners] [data-banner-type="fpChallenge"]');
    await banner.waitFor(SLOW);
    // The strip can render again as the page hydrates (the banner is then a new element): try again.
    await expect
      .poll(
        () =>
          banner.scrollIntoViewIfNeeded({ timeout: 2_000 }).then(
            () => true,
            () => false,
          ),
        SLOW,
      )
      .toBe(true);
    await screenshot(page, 'quests/lobby-promo-banner-tao-en-desktop');
    await banner.click();
    const fromBanner = page.locator('[role="dialog"]:has([data-freeplay])');
    await fromBanner.waitFor(SLOW);
    expect(new URL(page.url()).pathname).toBe('/lobby/');
    await page.keyboard.press('Escape');
    await fromBanner.waitFor({ state: 'detached' });

    // The challenge from its link: the first task is active, the rest wait their turn.
    await page.goto(url('/lobby/?openModal=app-freeplay-modal'));
    const challenge = page.locator('[role="dialog"]:has([data-freeplay])');
    await challenge.waitFor(SLOW);
    await expect
      .poll(() => challenge.locator('[data-task="0"] [data-task-progress]').innerText(), SLOW)
      .toBe(`0 / ${goal}`);
    await screenshot(page, 'quests/freeplay-tao-en-desktop');
    await page.keyboard.press('Escape');
    await challenge.waitFor({ state: 'detached' });

    const start = amount(await headerBalance(page));
    const rounds: number[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/spin/') && response.ok()) {
        const spin = InHouseSpinSchema.parse(await response.json());
        rounds.push(spin.outcome.totalWin - spin.outcome.bet);
      }
    });
    await page.locator('[data-lobby] a[data-game]').first().click();
    const game = page.frameLocator('[data-modal="game"] iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    for (let i = 0; i < goal; i++) {
      await spin.click(SLOW);
      await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
    }
    await expect.poll(() => rounds.length, SLOW).toBe(goal);

    // The task event opens the task-passed popup with the prize; the header lands on the rounds plus it.
    const passed = page.locator('[role="dialog"]:has([data-task-passed="0"])');
    await passed.waitFor(SLOW);
    expect(await passed.innerText()).toContain(`${prize.toLocaleString('en-US')} Coins`);
    await screenshot(page, 'quests/task-passed-tao-en-desktop');
    const expected = start + rounds.reduce((a, b) => a + b, 0) + prize;
    await expect
      .poll(async () => amount(await headerBalance(page)), { ...SLOW, message: `rounds ${rounds.join(',')}` })
      .toBe(expected);
    const after = await questOf(page, 'fp_challenge');
    expect(after.quest!.dayInfo.tasks[0]).toMatchObject({ isCompleted: true, progress: goal });
    expect(after.quest!.activeTaskIndex).toBe(1);

    // "Next task" opens the challenge on the second task.
    await passed.getByRole('button', { name: 'Next task' }).click();
    const again = page.locator('[role="dialog"]:has([data-freeplay])');
    await again.waitFor(SLOW);
    expect(await again.locator('[data-task="0"]').getAttribute('data-completed')).toBe('true');
  }, 150_000);

  const MODALS: Array<[name: string, marker: string]> = [
    ['season', '[data-season] [data-season-level]'],
    ['advent-calendar', '[data-advent] [data-day]'],
    ['app-advent-welcome', '[data-quest-welcome="advent"]'],
    ['app-freeplay-modal', '[data-freeplay] [data-task]'],
    ['app-freeplay-welcome', '[data-quest-welcome="freeplay"]'],
  ];

  it.each([
    ['tao', DESKTOP, ''],
    ['funrize', PHONE, '/es'],
  ] as const)(
    'opens every quest modal from ?openModal= on %s',
    async (brand, viewport, prefix) => {
      const { page, url } = await newPlayer({ host: `${brand}.test`, viewport, prefix });
      const size = viewport === PHONE ? 'phone' : 'desktop';
      const lang = prefix ? 'es' : 'en';
      for (const [name, marker] of MODALS) {
        await page.goto(url(`${prefix}/lobby/?openModal=${name}`));
        const dialog = page.locator(`[role="dialog"]:has(${marker})`);
        await dialog.first().waitFor(SLOW);
        await screenshot(page, `quests/${name}-${brand}-${lang}-${size}`);
      }
      await page.goto(url(`${prefix}/quests/`));
      await page.locator('[data-quests-page] [data-task]').first().waitFor(SLOW);
      await screenshot(page, `quests/quests-page-${brand}-${lang}-${size}`, { fullPage: true });
    },
    120_000,
  );
});
