import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DepositStreakApplyResponse, DepositStreakInfo } from '@casino/contracts';
import { headerBalance, flushed } from './support/page-api.ts';
import { PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { advanceClock } from './support/clock.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { cashOffers, depositFromPage } from './support/cashier.ts';
import { suiteServer } from './support/suite-server.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const coins = async (page: Page) => Number(((await headerBalance(page)) ?? '').replace(/[^\d]/g, ''));
const streakInfo = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/rest/deposit-streak/info/')).json()) as DepositStreakInfo);

/** A purchase through the cashier's API from inside the page (the sandbox success card), as the cash app does. */
async function buyViaApi(page: Page) {
  const offers = await cashOffers(page);
  const pack = offers.packages.find((p) => p.isAvailable)!;
  expect(await depositFromPage(page, pack.id, offers.methods[0]!.id)).toBe(200);
}

/** Purchases one at a time, each counted (webhook, then the streak's handler) before the next. */
async function buyUntil(page: Page, count: number) {
  for (let n = (await streakInfo(page)).currentCountDeposit; n < count; n++) {
    await buyViaApi(page);
    await expect.poll(async () => (await streakInfo(page)).currentCountDeposit, SLOW).toBe(n + 1);
  }
}

/** Changes a brand's deposit streak row as an operator does (PUT /rest/ops/features/…). */
const setStreak = (brand: string, body: unknown) =>
  fetch(`${suiteServer().baseUrl}/rest/ops/features/${brand}/depositStreak/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
    body: JSON.stringify(body),
  });

async function openFromLink(page: Page, url: (path: string) => string, path: string) {
  await page.goto(url(path));
  await page.waitForURL((u) => !u.searchParams.has('openModal'), SLOW);
}

describe('deposit streak', () => {
  it('three purchases move the streak, the eighth opens the wheel, which pays once', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    expect(await streakInfo(page)).toMatchObject({
      isActive: true,
      currentCountDeposit: 0,
      maxNumberOfDeposit: 8,
    });

    // The first purchase in the cashier: its strip shows the streak, and moves after the purchase.
    await page.goto(url('/cash/deposit-by-money/'));
    const strip = page.locator('[data-cash-streak]');
    await strip.waitFor(SLOW);
    expect(await strip.innerText()).toContain('0/8');
    await screenshot(page, 'deposit-streak/cashier-desktop-en');
    await buyViaApi(page);
    await expect.poll(async () => (await streakInfo(page)).currentCountDeposit, SLOW).toBe(1);
    await expect.poll(() => strip.getAttribute('data-cash-streak'), SLOW).toBe('1');
    await buyUntil(page, 3);

    // Links open both modals by name.
    await openFromLink(page, url, '/lobby/?openModal=deposit-streak');
    const modal = dialog(page, 'Purchase streak');
    await modal.waitFor(SLOW);
    await expect.poll(() => modal.locator('[data-streak-count]').innerText(), SLOW).toBe('3 of 8 purchases');
    expect(await modal.innerText()).toMatch(/Your streak resets in/);
    expect(await modal.locator('[data-streak-spin]').count()).toBe(0);
    await screenshot(page, 'deposit-streak/modal-3-desktop-en');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await openFromLink(page, url, '/lobby/?openModal=app-deposit-streak-welcome');
    const welcome = dialog(page, 'Keep your purchase streak');
    await welcome.waitFor(SLOW);
    await expect.poll(() => welcome.innerText(), SLOW).toContain('8 steps open the streak wheel');
    await screenshot(page, 'deposit-streak/welcome-desktop-en');
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });

    // The promotions page shows the streak's card.
    await page.goto(url('/promotions/'));
    const card = page.locator('[data-promotion="depositStreak"]');
    await card.waitFor(SLOW);
    expect(await card.innerText()).toContain('3 of 8 purchases');
    await page.goto(url('/lobby/'));

    // The eighth purchase opens the wheel by itself (the progress push), and the mini wheel appears.
    await buyUntil(page, 8);
    const wheel = dialog(page, 'Purchase streak');
    await wheel.waitFor(SLOW);
    await page.locator('[data-mini-wheel]').waitFor(SLOW);
    const spin = wheel.locator('[data-streak-spin]');
    await spin.waitFor(SLOW);
    await screenshot(page, 'deposit-streak/wheel-ready-desktop-en');
    const before = await coins(page);
    await spin.click();
    await wheel.locator('[data-streak-prize]').waitFor(SLOW);
    await screenshot(page, 'deposit-streak/wheel-won-desktop-en');
    // A repeat of the claim answers the same spin: what was paid.
    const paid = await page.evaluate(
      async () =>
        ((await (await fetch('/rest/deposit-streak/apply-prize/')).json()) as DepositStreakApplyResponse)
          .data,
    );
    expect(await wheel.locator('[data-landed-sector]').getAttribute('data-landed-sector')).toBe(
      String(paid.sectorIndex),
    );
    await expect.poll(() => coins(page), SLOW).toBe(before + paid.prize.coins);
    expect(await streakInfo(page)).toMatchObject({ currentCountDeposit: 0, isWheelAvailable: false });
    await expect.poll(() => page.locator('[data-mini-wheel]').count(), SLOW).toBe(0);
  }, 180_000);

  it('shows the streak on a phone in Spanish on another brand', async () => {
    const { page, url } = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
    await signUpViaApi(page, { at: url('/es/lobby/') });
    await buyUntil(page, 2);
    await openFromLink(page, url, '/es/lobby/?openModal=deposit-streak');
    const modal = dialog(page, 'Racha de compras');
    await modal.waitFor(SLOW);
    await expect.poll(() => modal.locator('[data-streak-count]').innerText(), SLOW).toBe('2 de 8 compras');
    await screenshot(page, 'deposit-streak/modal-2-phone-es-tao');
    await page.keyboard.press('Escape');
    await openFromLink(page, url, '/es/lobby/?openModal=app-deposit-streak-welcome');
    await dialog(page, 'Mantén tu racha de compras').waitFor(SLOW);
    await screenshot(page, 'deposit-streak/welcome-phone-es-tao');
    await page.keyboard.press('Escape');
    await page.goto(url('/es/cash/deposit-by-money/'));
    await page.locator('[data-cash-streak="2"]').waitFor(SLOW);
    await screenshot(page, 'deposit-streak/cashier-phone-es-tao');
  }, 180_000);

  it('closes the streak modal when the feature ends, and the link no longer opens it', async () => {
    const { page, url } = await open({ host: 'sws.test' });
    await signUpViaApi(page, { at: url('/lobby/') });
    // The server's now (the suite's clock may have been moved): the streak ends 12 s from it.
    const now = await advanceClock(suiteServer(), 0);
    const ends = new Date(now.getTime() + 12_000).toISOString();
    expect((await setStreak('sws', { schedule: { finishesAt: ends } })).status).toBe(200);
    try {
      await openFromLink(page, url, '/lobby/?openModal=deposit-streak');
      const modal = dialog(page, 'Purchase streak');
      await modal.waitFor(SLOW);
      // The feature timer on finishedAt closes it (and `feature finished` refetches the info).
      await modal.waitFor({ state: 'detached', timeout: 40_000 });
      expect(await streakInfo(page)).toMatchObject({ isActive: false, finishedAt: ends });
      // The link is read (and dropped) when the page starts; an opened modal is a dialog at once, its
      // content loading inside it.
      await openFromLink(page, url, '/lobby/?openModal=deposit-streak');
      await flushed(page);
      expect(await page.locator('[role="dialog"][data-modal="deposit-streak"]').count()).toBe(0);
    } finally {
      await setStreak('sws', { schedule: { finishesAt: null } });
    }
  }, 120_000);
});
