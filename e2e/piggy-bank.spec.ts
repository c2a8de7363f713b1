// The piggy bank and fortune investment in a real browser against the production server: coin bets in an
// in-house game fill the bank (live, in another tab), buying its offer in the cashier breaks it (the header
// balance rises by the offer and the savings, the prize-win modal shows what the bank paid); a fortune plan
// bought with coins pays its first day a day later. Screenshots in $SCREENSHOTS/piggy-bank/ (not committed),
// en and es, funrize and tao, phone and desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type FeatureSettings } from '@casino/contracts';
import { dismissEmailPrompt, signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { gotoConnected, headerBalance, flushed } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { fillCard } from './support/cashier.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const GAME = 'melons-quest';
/** Every coin bet saves in full: the game's smallest bet (5) fills the bank in a few spins. */
const SMALL = {
  sharePercent: 100,
  minAmount: 15,
  maxAmount: 25,
  games: [GAME, 'nile-frenzy'],
  breakCooldownHours: 24,
};
const BRANDS = ['funrize', 'tao'] as const;

const coinsIn = (title: string | null) => Number((title ?? '').replace(/[^\d]/g, ''));
const pathOf = (page: Page) => new URL(page.url()).pathname;
const shot = (page: Page, name: string) => screenshot(page, `piggy-bank/${name}`, { fullPage: false });

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });

async function newPlayer(options: { host?: string; viewport?: typeof PHONE; prefix?: '' | '/es' } = {}) {
  const { page, context, url } = await open({
    ...(options.host ? { host: options.host } : {}),
    viewport: options.viewport ?? DESKTOP,
  });
  await context.addCookies([
    { name: 'preset_package_popup_shown', value: '1', url: url('/') },
    // The cookie banner was answered: it would cover the screenshots.
    { name: 'cookie_consent', value: '1|necessary~analytics', url: url('/') },
  ]);
  await page.goto(url(`${options.prefix ?? ''}/lobby/`));
  await signUpViaApi(page);
  return { page, context, url };
}

/** Spins the open game modal `times` times at its default bet, each round settled before the next. */
async function spin(page: Page, times: number) {
  const game = page.frameLocator('[data-modal="game"] iframe');
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await button.waitFor(SLOW);
  for (let i = 0; i < times; i++) {
    await button.click(SLOW);
    await expect.poll(() => button.isEnabled(), SLOW).toBe(true);
  }
}

describe('piggy bank', () => {
  const saved = new Map<string, FeatureSettings['config']>();
  beforeAll(async () => {
    for (const brand of BRANDS) {
      const list = (await (await ops(`/rest/ops/features/?brand=${brand}`)).json()) as {
        data: FeatureSettings[];
      };
      saved.set(brand, list.data.find((f) => f.key === 'moneyBox')!.config);
      const response = await ops(`/rest/ops/features/${brand}/moneyBox/`, {
        method: 'PUT',
        body: JSON.stringify({ config: SMALL }),
      });
      expect(response.status).toBe(200);
    }
  });
  afterAll(async () => {
    for (const brand of BRANDS)
      await ops(`/rest/ops/features/${brand}/moneyBox/`, {
        method: 'PUT',
        body: JSON.stringify({ config: saved.get(brand) }),
      });
    await resetClock({ baseUrl: baseUrl() });
  });

  it('bets fill the bank live, and buying its offer breaks it: the balance rises by the offer and the savings', async () => {
    const { page, context, url } = await newPlayer();
    // A second tab on the piggy bank page watches it fill over realtime.
    const watcher = await context.newPage();
    await watcher.goto(url('/piggy-bank/'));
    await dismissEmailPrompt(watcher);
    const view = watcher.locator('[data-piggy-bank]');
    await view.waitFor(SLOW);
    expect(await view.getAttribute('data-status')).toBe('collecting');
    expect(await watcher.locator('[data-break-piggy]').isDisabled()).toBe(true);
    await shot(watcher, 'page-empty-en-desktop-funrize');

    // The page links the games that fill it; the link opens the game in the lobby.
    await page.goto(url('/piggy-bank/'));
    await page.locator(`[data-piggy-game="${GAME}"]`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('game'), SLOW).toBe(GAME);
    const game = page.frameLocator('[data-modal="game"] iframe');
    const bet = coinsIn(await game.getByTestId('bet').innerText({ timeout: 30_000 }));
    expect(bet).toBeGreaterThan(0);
    await spin(page, Math.ceil(SMALL.minAmount / bet));

    // The watcher's bank filled without a reload and can be broken now.
    await expect.poll(() => view.getAttribute('data-can-break'), SLOW).toBe('true');
    const amount = Number(await watcher.locator('[data-piggy-amount]').getAttribute('data-piggy-amount'));
    expect(amount).toBe(Math.min(SMALL.maxAmount, Math.ceil(SMALL.minAmount / bet) * bet));
    // The 3,000 ms fill animation counts up to it.
    await expect.poll(() => watcher.locator('[data-piggy-amount]').innerText(), SLOW).toBe(String(amount));
    await shot(watcher, 'page-ready-en-desktop-funrize');
    await watcher.close();

    // Break it: the offer in the cashier (a promo offer: the profile is completed on the way).
    await page.goto(url('/piggy-bank/'));
    const before = coinsIn(await headerBalance(page));
    const breakButton = page.locator('[data-break-piggy]');
    await expect.poll(() => breakButton.isEnabled(), SLOW).toBe(true);
    const presetId = Number(await breakButton.getAttribute('data-break-piggy'));
    await breakButton.click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/account/');
    const form = page.locator('[data-form="cash_account"]');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Date of birth').fill('1990-05-04');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await page.locator(`[data-checkout="${presetId}"]`).waitFor(SLOW);
    expect(new URL(page.url()).searchParams.get('location')).toBe('piggy-bank');
    await fillCard(page, 'Ada Lovelace');
    await page.locator(`[data-checkout="${presetId}"] button[type="submit"]`).click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/success/');

    // The bank paid what it held, on top of the offer's 20,000 coins; its prize-win modal says so.
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before + 20_000 + amount);
    const win = page.locator('[data-piggy-prize-win]');
    await win.waitFor(SLOW);
    expect(await win.getAttribute('data-piggy-prize-win')).toBe(String(amount));
    // The cash app's success screen is above the modals: back to play shows the piggy bank's.
    await page
      .getByRole('button', { name: 'Back to play' })
      .click({ timeout: 5_000 })
      .catch(() => {});
    await win.waitFor({ state: 'visible', ...SLOW });
    await flushed(page);
    await shot(page, 'prize-win-en-desktop-funrize');

    // Empty again, with the wait before the next break.
    await page.goto(url('/piggy-bank/'));
    await expect
      .poll(() => page.locator('[data-piggy-amount]').getAttribute('data-piggy-amount'), SLOW)
      .toBe('0');
    expect(await page.locator('[data-piggy-bank] [role="status"]').innerText()).toMatch(
      /You can break it again in/,
    );
  });

  it('opens its modals by name, and reads well in es on a phone (tao) and in en on the promotions page', async () => {
    const { page, url } = await newPlayer({ host: 'tao.test', viewport: PHONE, prefix: '/es' });
    await page.goto(url('/es/piggy-bank/'));
    await page.locator('[data-piggy-bank]').waitFor(SLOW);
    await shot(page, 'page-es-phone-tao');
    await page.goto(url('/es/lobby/?openModal=money-box'));
    await page.locator('[data-money-box-modal] [data-piggy-bank]').waitFor(SLOW);
    await shot(page, 'modal-es-phone-tao');
    // The modal leads to the bank's own page (in the player's language).
    await page.locator('[data-money-box-modal] [data-piggy-page-link]').click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/es/piggy-bank/');
    await page.locator('[data-piggy-bank]').waitFor(SLOW);
    expect(await page.locator('[data-money-box-modal]').count()).toBe(0);
    await page.goto(url('/es/lobby/?openModal=piggy-bank-prize-win'));
    await page.locator('[data-piggy-prize-win]').waitFor(SLOW);
    await shot(page, 'prize-win-es-phone-tao');
    await page.goto(url('/es/promotions/'));
    await page.locator('[data-promotion="piggyBank"]').waitFor(SLOW);
    await page.locator('[data-promotion="piggyBank"]').scrollIntoViewIfNeeded();
    await shot(page, 'promotions-es-phone-tao');
    // So does its promotions card.
    await page.locator('[data-promotion="piggyBank"] [data-open-piggy-page]').click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/es/piggy-bank/');
    await page.locator('[data-piggy-bank]').waitFor(SLOW);
    await page.goto(url('/es/fortune-investment/'));
    await page.locator('[data-fortune-package="bronze"]').waitFor(SLOW);
    await shot(page, 'fortune-packages-es-phone-tao');
  });
});

describe('fortune investment', () => {
  afterAll(() => resetClock({ baseUrl: baseUrl() }));

  // Its way in is the rewards hub's row (not a spec promotion type): e2e/dead-ends.spec.ts follows it.
  it('buys a plan with coins on its page and collects its first day a day later', async () => {
    const { page, url } = await newPlayer();
    await page.goto(url('/fortune-investment/'));
    const bronze = page.locator('[data-fortune-package="bronze"]');
    await bronze.waitFor(SLOW);
    await shot(page, 'fortune-packages-en-desktop-funrize');
    const before = coinsIn(await headerBalance(page));
    await bronze.locator('[data-choose-package="bronze"]').click();
    await page.locator('[data-fortune-plan]').waitFor(SLOW);
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before - 5_000);
    expect(await page.locator('[data-day-status="upcoming"]').count()).toBe(7);
    await shot(page, 'fortune-plan-en-desktop-funrize');

    // A day later (the server's clock), day 1 is open: collected once, through the ledger.
    await advanceClock({ baseUrl: baseUrl() }, 24 * 3600 + 60);
    // The collection's balance reaches the header by push: the page's socket must be in its room first.
    await gotoConnected(page, url('/fortune-investment/'));
    const collect = page.locator('[data-collect-fortune]');
    await collect.waitFor(SLOW);
    await collect.click();
    await expect
      .poll(() => page.locator('[data-day="1"]').getAttribute('data-day-status'), SLOW)
      .toBe('collected');
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before - 5_000 + 1_000);
    await shot(page, 'fortune-collected-en-desktop-funrize');
  });
});
