import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, setupBrowser, SCREENSHOTS, screenshot } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { cashOffers, payWithCard } from './support/cashier.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
/** A full-page screenshot for a person to look at (the cookie banner accepted first). */
const shot = async (page: Page, name: string) => {
  if (!SCREENSHOTS) return;
  const accept = page.getByRole('button', { name: /^(Accept all|Aceptar todas)$/ });
  if (await accept.isVisible()) await accept.click();
  await screenshot(page, `account-history/${name}`, { fullPage: true });
};

/** Buys the first package with the sandbox success card, the way a player does in the cashier. */
async function buyPackage(page: Page, url: (path: string) => string) {
  await page.goto(url('/cash/deposit-by-money/'));
  await page.locator('[data-cash-app]').waitFor(SLOW);
  const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable)!;
  await payWithCard(page, pack.id);
  await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/cash/success/');
  return pack;
}

/** One round of the first lobby game, in its modal. */
async function playRound(page: Page, url: (path: string) => string) {
  await page.goto(url('/lobby/'));
  await page.locator('[data-lobby] a[data-game]').first().click(SLOW);
  const game = page.frameLocator('[data-modal="game"] iframe');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await spin.waitFor(SLOW);
  await spin.click(SLOW);
  await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
}

const rowTypes = (page: Page) =>
  page
    .locator('tbody tr[data-row-type]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-type')));

describe('account history', () => {
  it('a purchase, a round and a reward show in one list; filtered to purchases, kept on reload, downloaded as CSV', async () => {
    const { page, url } = await open({ acceptDownloads: true });
    await signUpViaApi(page, { at: url('/lobby/') });
    const pack = await buyPackage(page, url).catch(async (error: unknown) => {
      await shot(page, 'failed-buy');
      throw error;
    });
    await playRound(page, url).catch(async (error: unknown) => {
      await shot(page, 'failed-round');
      throw error;
    });
    // The daily login reward, through the API its popup calls.
    const claimed = await page.evaluate(async () => (await fetch('/rest/daily-login/apply-prize/')).status);
    expect(claimed).toBe(200);

    await page.goto(url('/account/history'));
    await page.getByRole('heading', { name: 'Account history' }).waitFor(SLOW);
    await page.locator('tbody tr[data-row-type]').first().waitFor(SLOW);
    const types = await rowTypes(page);
    expect(types).toContain('purchase');
    expect(types).toContain('game');
    expect(types).toContain('reward');
    expect(await page.locator('tr[data-kind="feature:dailyLogin"]').first().innerText()).toContain(
      'Reward: Daily login',
    );
    // A package pays coins (and maybe entries): one row per currency, each with the price paid.
    const purchases = await page.locator('tr[data-kind="purchase"]').allInnerTexts();
    expect(purchases.some((text) => text.includes(`+${pack.coins.toLocaleString('en-US')} Coins`))).toBe(
      true,
    );
    expect(purchases.every((text) => text.includes('Paid $'))).toBe(true);
    await shot(page, 'desktop-en-default-all');

    // Filter to purchases: the address keeps it, a reload shows the same.
    await page.getByLabel('Type').selectOption('purchase');
    await expect.poll(() => new URL(page.url()).searchParams.get('type'), SLOW).toBe('purchase');
    await expect.poll(async () => [...new Set(await rowTypes(page))], SLOW).toEqual(['purchase']);
    await page.reload();
    await page.locator('tbody tr[data-row-type]').first().waitFor(SLOW);
    expect([...new Set(await rowTypes(page))]).toEqual(['purchase']);
    expect(await page.getByLabel('Type').inputValue()).toBe('purchase');
    const shown = await page.locator('tbody tr').count();

    // The CSV of the same filter: a header row, then exactly the purchase rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('account-history.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Type,Description,Currency,Amount,Game,Price (USD),Redeem status,Reference',
    );
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((line) => line.includes(',Purchase,Coin package purchase,'))).toBe(true);
    expect(lines.some((line) => line.includes(`,COIN,${pack.coins},`))).toBe(true);

    // A filter with nothing in it says so; clearing the filters brings every row back.
    await page.getByLabel('Type').selectOption('redeem');
    await page.getByText('Nothing matches these filters.').waitFor(SLOW);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => new Set(await rowTypes(page)).size, SLOW).toBeGreaterThan(1);
  }, 150_000);

  it('in Spanish on a phone, on another brand: cards, Spanish labels, an empty first load, a bad address explained', async () => {
    const { page, url } = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
    await signUpViaApi(page, { at: url('/es/lobby/') });
    await page.goto(url('/es/account/history?type=game'));
    await page.getByRole('heading', { name: 'Historial de la cuenta' }).waitFor(SLOW);
    await page.getByText('Nada coincide con estos filtros.').waitFor(SLOW);
    await shot(page, 'phone-es-tao-empty');

    await page.goto(url('/es/account/history'));
    await page.locator('tbody tr[data-row-type="reward"]').first().waitFor(SLOW);
    // Phones show each row as a card: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.locator('tbody tr').first().innerText()).toContain('Bono: Registro');
    await shot(page, 'phone-es-tao-list');

    // An address with a date that does not exist: the server's Spanish sentence, and a way back.
    await page.goto(url('/es/account/history?from=2026-01-05&to=2026-01-01'));
    await page.getByRole('alert').waitFor(SLOW);
    expect(await page.getByRole('alert').innerText()).toContain('La fecha final es anterior a la inicial');
    await shot(page, 'phone-es-tao-error');
    await page.getByRole('alert').getByRole('button', { name: 'Quitar filtros' }).click();
    await page.locator('tbody tr[data-row-type="reward"]').first().waitFor(SLOW);
    expect(new URL(page.url()).search).toBe('');
  }, 90_000);
});
