import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { slugOf } from './support/in-house.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 15_000 };
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

// Issue #33 item 13: every modal and row of the spec has a way in and a way on.
describe('no dead ends', () => {
  it('the rewards hub’s Fortune investment row leads to its page', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.locator('[data-rewards-entry]').click();
    const row = dialog(page, 'Rewards').locator('[data-reward="fortuneInvestment"]');
    await row.waitFor(SLOW);
    await row.getByRole('link', { name: /Open|Collect/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/fortune-investment');
    await expect.poll(() => dialog(page, 'Rewards').count(), SLOW).toBe(0);
  }, 90_000);

  it('the tournaments page opens the races games modal; the lobby opens the jackpots games modal', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/tournaments/') });
    await page.getByRole('button', { name: 'See the games of the running races' }).click(SLOW);
    const races = dialog(page, 'Race games');
    await races.waitFor(SLOW);
    await expect.poll(() => races.locator('[data-races-games] a').count(), SLOW).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await races.waitFor({ state: 'detached' });

    await page.goto(url('/lobby/'));
    await page.getByRole('button', { name: 'Jackpot games' }).click(SLOW);
    await page.locator('[data-jackpots-games]').waitFor(SLOW);
  }, 90_000);

  it('a game that says the balance is too low offers free coins, which lead to the rewards', async () => {
    const { page, url } = await open();
    // No email prompt over a game (spec): nothing to dismiss.
    await signUpViaApi(page, {
      at: url(`/lobby/?game=${await slugOf('triple-sevens')}`),
      keepEmailPrompt: true,
    });
    const frame = page.frameLocator('[data-modal="game"] iframe');
    // The frame is up (its page loaded): what the game says from here reaches the site.
    await frame.locator('[data-testid="balance"]').waitFor({ timeout: 45_000 });
    await screenshot(page, 'dead-ends/game-open-desktop-en');
    // The game's own message, from its frame, as the game sends it when a bet exceeds the balance.
    await frame
      .locator('body')
      .evaluate(() =>
        window.parent.postMessage({ source: 'casino-game', type: 'insufficientFunds' }, location.origin),
      );
    const low = dialog(page, 'Not enough balance');
    await low.getByRole('button', { name: 'Get free coins' }).click(SLOW);
    const free = dialog(page, 'Free coins');
    await free.locator('[data-free-coins-way="rewards"]').waitFor(SLOW);
    expect(await free.locator('[data-free-coins-way="rewards"]').innerText()).toMatch(/ready to collect/);
    await free.getByRole('button', { name: 'Open' }).click();
    await dialog(page, 'Rewards').waitFor(SLOW);
  }, 90_000);

  it('/game is the player’s own games page, in Spanish too', async () => {
    const { page, url } = await open({ viewport: PHONE, locale: 'es-ES' });
    // /game is a game page: no email prompt over it (spec).
    await signUpViaApi(page, { at: url('/es/game'), keepEmailPrompt: true });
    await page.getByRole('heading', { level: 1, name: 'Tus juegos' }).waitFor(SLOW);
    expect(await page.locator('[data-placeholder-page]').count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-player-row="recent"]').getAttribute('data-state'), SLOW)
      .toBe('empty');
    await page.getByRole('link', { name: 'Encuentra más juegos en el lobby' }).waitFor();
    await screenshot(page, 'dead-ends/game-page-phone-es');
  }, 90_000);
});
