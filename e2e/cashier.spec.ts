import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAILED_PAYMENT_TEXT } from '@casino/contracts';
import { gotoConnected, headerBalance } from './support/page-api.ts';
import { PHONE, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { cashOffers, depositFromPage, fillCard, payWithCard } from './support/cashier.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

const coinsIn = (title: string | null) => Number((title ?? '').replace(/[^\d]/g, ''));

/** A new signed-in player on the direct cashier URL, with the cash app mounted over it. */
async function playerInCashier(path = '/cash/deposit-by-money/') {
  const { page, url } = await open();
  await signUpViaApi(page, { at: url('/') });
  // The confirm-email prompt came and went with the sign-up (once per session).
  await page.goto(url(path));
  await page.locator('[data-cash-app]').waitFor(SLOW);
  return { page, url };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the cashier', () => {
  it('buys a package with the success card from the header: success screen, balance up by exactly its coins', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    const before = coinsIn(await headerBalance(page));
    const offers = await cashOffers(page);
    const pack = offers.packages.find((p) => p.isAvailable)!;

    // The header's Buy opens openModal('deposit'), which opens the cash app (mounted 2 s after start).
    await page.getByRole('button', { name: 'Buy coins' }).click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/deposit-by-money/');
    await page.locator('#cash-app > [data-cash-app]').waitFor(SLOW);
    expect(
      await page.evaluate(() => document.getElementById('cash-app')?.parentElement === document.body),
    ).toBe(true);
    await payWithCard(page, pack.id, 'success');

    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/success/');
    expect(await page.locator('[data-credited="coins"]').innerText()).toContain(
      pack.coins.toLocaleString('en-US'),
    );
    // TournamentPoints mode: the header shows coins, up by exactly the package.
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before + pack.coins);

    // Back to play closes the cash app.
    await page.getByRole('button', { name: 'Back to play' }).click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/lobby/');
    await expect.poll(() => page.locator('[data-cash-app]').count()).toBe(0);
    expect(coinsIn(await headerBalance(page))).toBe(before + pack.coins);
  });

  it('an open cashier reloads what it sells when a purchase in another tab changed it (the cash push)', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/') });
    // Connected to its player's room before the purchase, or the push would pass it by.
    await gotoConnected(page, url('/cash/deposit-by-money/'));
    await page.locator('[data-cash-app] [data-kind="package"]').first().waitFor(SLOW);
    const other = await page.context().newPage();
    await other.goto(url('/lobby/'));
    const pack = (await cashOffers(other)).packages.find((p) => p.isAvailable)!;
    const reloaded = page.waitForRequest((request) => request.url().includes('/rest/cash/offers/'), SLOW);
    expect(await depositFromPage(other, pack.id)).toBe(200);
    await reloaded;
  });

  it('masks the card fields as the player types: groups of four, the expiry slash, a CVC of at most four digits', async () => {
    const { page } = await playerInCashier();
    const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable)!;
    await page.locator(`[data-kind="package"][data-offer="${pack.id}"]`).click(SLOW);
    const typed = async (label: string, keys: string) => {
      const field = page.getByLabel(label);
      await field.click();
      await page.keyboard.type(keys);
      return field.inputValue();
    };
    expect(await typed('Card number', '4242-abc 424242424242')).toBe('4242 4242 4242 4242');
    expect(await typed('Expiry (MM/YY)', '1230')).toBe('12/30');
    expect(await typed('Security code', '12345')).toBe('1234');
  });

  it('a declined card ends on the failed screen with the spec text and offers the next method', async () => {
    const { page } = await playerInCashier();
    const before = await headerBalance(page);
    const offers = await cashOffers(page);
    const pack = offers.packages.find((p) => p.isAvailable)!;
    await payWithCard(page, pack.id, 'decline');

    await expect
      .poll(() => pathOf(page), SLOW)
      .toMatch(new RegExp(`^/cash/failed/${pack.id}/package/[^/]+$`));
    expect(await page.locator('[data-failed-text]').innerText()).toBe(FAILED_PAYMENT_TEXT);
    const next = page.locator('[data-next-method]');
    const failedMethod = pathOf(page).split('/').pop();
    const nextId = await next.getAttribute('data-next-method');
    expect(nextId).toBeTruthy();
    expect(nextId).not.toBe(failedMethod);
    expect(await headerBalance(page)).toBe(before);

    // Trying the next method goes back to the same package's checkout with that method chosen.
    await next.click();
    await page.locator(`[data-checkout="${pack.id}"]`).waitFor(SLOW);
    expect(await page.locator(`[data-method="${nextId}"] input`).isChecked()).toBe(true);
  });

  it('a 3DS card that passes the challenge in the cashier iframe ends on success', async () => {
    const { page } = await playerInCashier();
    const before = coinsIn(await headerBalance(page));
    const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable)!;
    await payWithCard(page, pack.id, 'threeDsPass');

    await expect.poll(() => pathOf(page), SLOW).toMatch(/^\/cash\/cashIframe\/[0-9a-f-]+\/$/);
    const challenge = page.frameLocator('[data-cash-iframe] iframe');
    await challenge.getByRole('button', { name: 'Pass' }).click(SLOW);

    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/success/');
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before + pack.coins);
  });

  it('a 3DS card that fails the challenge ends on the failed screen, nothing credited', async () => {
    const { page } = await playerInCashier();
    const before = await headerBalance(page);
    const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable)!;
    await payWithCard(page, pack.id, 'threeDsFail');

    await expect.poll(() => pathOf(page), SLOW).toMatch(/^\/cash\/cashIframe\//);
    await page.frameLocator('[data-cash-iframe] iframe').getByRole('button', { name: 'Fail' }).click(SLOW);

    await expect.poll(() => pathOf(page), SLOW).toMatch(/^\/cash\/failed\//);
    expect(await page.locator('[data-failed-text]').innerText()).toBe(FAILED_PAYMENT_TEXT);
    expect(await headerBalance(page)).toBe(before);
  });

  it('a promo offer for complete profiles goes through the account screen first, then back to it and buys', async () => {
    const { page } = await playerInCashier('/cash/deposit-by-money/?location=homepage_exitpopup');
    const offers = await cashOffers(page);
    expect(offers.profileCompleted).toBe(false);
    const promo = offers.promoOffers.find(
      (o) => o.forCompleteProfile && !o.isLimitPerDayReason && !o.isMinBalanceReason,
    )!;
    await page.locator(`[data-kind="promoOffer"][data-offer="${promo.id}"]`).click(SLOW);

    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/account/');
    expect(new URL(page.url()).searchParams.get('isOutsideCash')).toBe('true');
    const form = page.locator('[data-form="cash_account"]');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Date of birth').fill('1990-05-04');
    await form.getByRole('button', { name: 'Save and continue' }).click();

    // Back on the offer, with the flags it was opened with.
    await page.locator(`[data-checkout="${promo.id}"]`).waitFor(SLOW);
    expect(pathOf(page)).toBe(`/cash/deposit-by-money/${promo.id}/promoOffer/`);
    expect(new URL(page.url()).searchParams.get('location')).toBe('homepage_exitpopup');
    const before = coinsIn(await headerBalance(page));
    await fillCard(page, 'Ada Lovelace');
    await page.locator(`[data-checkout="${promo.id}"] button[type="submit"]`).click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/cash/success/');
    await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before + promo.coins);
  });

  it('sends a guest to sign-up and back to the cashier afterwards', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await page.goto(url('/es/cash/deposit-by-money/?location=exitsidebar'));
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toMatch(/signup|openModal=register/);
    expect(landed.searchParams.get('redirectTo')).toBe('/es/cash/deposit-by-money/?location=exitsidebar');
  });

  it("on a phone the bottom bar's Buy opens the cashier as a full-screen sheet, and closing it goes home", async () => {
    const { page, url } = await open({ viewport: PHONE, host: 'nlc.test' });
    await signUpViaApi(page, { at: url('/es/lobby/') });
    await page
      .getByRole('navigation', { name: 'Navegación rápida' })
      .getByRole('button', { name: 'Comprar', exact: true })
      .click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/es/cash/deposit-by-money/');
    expect(new URL(page.url()).searchParams.get('location')).toBe('bottom_bar');
    const sheet = page.getByRole('dialog', { name: 'Comprar monedas' });
    await sheet.waitFor(SLOW);
    // Once its entry animation is over, it covers the whole screen.
    await expect
      .poll(() => sheet.boundingBox(), SLOW)
      .toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await page.getByRole('button', { name: 'Cerrar la caja' }).click();
    await expect.poll(() => pathOf(page), SLOW).toBe('/es/');
    await expect.poll(() => page.locator('[data-cash-app]').count()).toBe(0);
  });
});
