import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PROMO_OFFER_PATHS, type CashOffersResponse } from '@casino/contracts';
import { headerBalance, requestsDuring, flushed } from './support/page-api.ts';
import { setupBrowser } from './support/browser.ts';
import { accountButton, dismissEmailPrompt, newEmail, PASSWORD, signUpViaApi } from './support/accounts.ts';
import { fillCard } from './support/cashier.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
const PROMO_OFFER_URL = /\/cash\/deposit-by-money\/(\d+)\/promoOffer\/$/;

/** The bonus-offer popup would open on its own for a new player; these journeys are about other things. */
async function skipPresetPackagePopup(context: BrowserContext, url: (path: string) => string) {
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
}

const countdown = (page: Page) => page.locator('[data-exit-countdown]').innerText();
const seconds = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number);
  return m! * 60 + s!;
};

/** The pointer leaving the window through its top edge, as a browser reports it. */
const leaveThroughTop = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null }),
    ),
  );

const secretOfferId = (page: Page) =>
  page.evaluate(async () => {
    const page = await fetch('/rest/page/promotions/').then((r) => r.json());
    return page.payload.promotions.find(
      (p: { promoOfferPreset: { title: { en: string } } | null }) =>
        p.promoOfferPreset?.title.en === 'Secret gold offer',
    )?.promoOfferPreset.id as number | undefined;
  });

describe('promotions and promo offers', () => {
  it('the exit offer keeps counting down across a reload, and closes when its time is up', async () => {
    const { page, context, url } = await open();
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/lobby/') });

    const modal = page.locator('[data-exit-offer]');
    // The exit-intent listener comes with the popups after the first paint: leave until it is listening.
    await expect
      .poll(async () => {
        await leaveThroughTop(page);
        return modal.count();
      }, SLOW)
      .toBeGreaterThan(0);
    await modal.waitFor(SLOW);
    expect(await modal.innerText()).toContain('Before you go');
    const first = seconds(await countdown(page));
    expect(first).toBeGreaterThan(590);
    expect(first).toBeLessThanOrEqual(600);

    // A second has gone (the countdown ticked), so a countdown restarted by the reload would read more.
    await expect.poll(async () => seconds(await countdown(page)), SLOW).toBeLessThan(first);
    await page.reload();
    await modal.waitFor(SLOW);
    const afterReload = seconds(await countdown(page));
    expect(afterReload).toBeLessThan(first);
    expect(afterReload).toBeGreaterThan(first - 60);
    // Still ticking.
    await expect.poll(async () => seconds(await countdown(page)), SLOW).toBeLessThan(afterReload);

    // Shown once per session: leaving again after the countdown ends brings nothing back.
    await page.evaluate(() => sessionStorage.setItem('exitOffer.endsAt', String(Date.now() + 8_000)));
    await page.reload();
    await modal.waitFor(SLOW);
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('exitOffer.endsAt'))).toBeNull();
    // The offer would be fetched before it shows: leaving asks for nothing.
    expect(await requestsDuring(page, PROMO_OFFER_PATHS.exit, () => leaveThroughTop(page))).toEqual([]);
    await flushed(page);
    expect(await modal.count()).toBe(0);
  });

  it('a promo-offer link opened as a guest goes through sign-up to the cashier on that offer, and buys it', async () => {
    const { page, context, url } = await open();
    await skipPresetPackagePopup(context, url);
    await page.goto(url('/?promoOffer=gold-2026'));
    await page.waitForURL(/\/signup\//, SLOW);
    expect(await page.evaluate(() => localStorage.getItem('promoOffer'))).toBe('gold-2026');
    await page.getByLabel('Email').fill(newEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await page.waitForURL(PROMO_OFFER_URL, SLOW);
    const id = Number(PROMO_OFFER_URL.exec(new URL(page.url()).pathname)![1]);
    expect(await secretOfferId(page)).toBe(id);
    expect(await page.evaluate(() => localStorage.getItem('promoOffer'))).toBeNull();

    // A new player is asked to confirm the email once; then, as a promo offer needs a complete profile,
    // the cashier asks for it first and returns to the offer.
    await dismissEmailPrompt(page);
    const form = page.locator('[data-form="cash_account"]');
    await form.waitFor(SLOW);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Date of birth').fill('1986-12-09');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    const checkout = page.locator(`[data-checkout="${id}"]`);
    await checkout.waitFor(SLOW);
    const offer = await page.evaluate(
      async (presetId) =>
        ((await (await fetch('/rest/cash/offers/')).json()) as CashOffersResponse).promoOffers.find(
          (o) => o.id === presetId,
        )!,
      id,
    );
    const coins = async () => Number(((await headerBalance(page)) ?? '').replace(/[^\d]/g, ''));
    const before = await coins();
    await fillCard(page, 'Grace Hopper');
    await checkout.locator('button[type="submit"]').click();
    await page.waitForURL(/\/cash\/success\/$/, SLOW);
    await expect.poll(coins, SLOW).toBe(before + offer.coins);
  });

  it('on a brand without a sign-up page the link opens the sign-up modal and ends on the same offer', async () => {
    const { page, context, url } = await open({ host: 'tao.test' });
    const origin = url('');
    await skipPresetPackagePopup(context, (path) => origin + path);
    await page.goto(url('/es/?promoOffer=gold-2026'));
    const dialog = page.getByRole('dialog', { name: 'Crea tu cuenta' });
    await dialog.waitFor(SLOW);
    await dialog.getByLabel('Correo electrónico').fill(newEmail());
    await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await page.waitForURL(/\/es\/cash\/deposit-by-money\/\d+\/promoOffer\/$/, SLOW);
    expect(await secretOfferId(page)).toBeDefined();
  });

  it('the promotions page lists the seeded offers, what comes soon, and the counter in the header', async () => {
    const { page, context, url } = await open();
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/promotions/') });
    const list = page.locator('[data-promotions-page]');
    await list.waitFor(SLOW);
    const text = await list.innerText();
    for (const title of ['Welcome offer', 'Low balance rescue', 'Flip the coin', 'Invite your friends'])
      expect(text).toContain(title);
    expect(text).not.toContain('Secret gold offer');
    const friday = new Date().getUTCDay() === 5;
    const soon = page.locator('[data-available-soon]');
    if (!friday)
      expect(await soon.allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining('Friday frenzy')]),
      );

    const count = await page.evaluate(async () => {
      const answer = await fetch('/rest/page/promotions/').then((r) => r.json());
      return answer.payload.promotions.length as number;
    });
    const label = count > 9 ? '9+' : String(count);
    await expect
      .poll(() => page.locator('header [data-promotions-counter]').first().innerText(), SLOW)
      .toBe(label);

    // The buy button opens the cashier on that offer, from the promotions page.
    const welcome = page.locator('[data-promotion-offer]', { hasText: 'Welcome offer' });
    await welcome.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(/\/cash\/deposit-by-money\/\d+\/promoOffer\/\?location=promotions$/, SLOW);
    await accountButton(page).waitFor();
  });

  it('flips the coin from a promoOfferSet link and shows the side and the offer won', async () => {
    const { page, context, url } = await open();
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/') });
    await page.goto(url('/lobby/?promoOfferSet=lucky-coin'));
    const modal = page.locator('[data-flip-the-coin="lucky-coin"]');
    await modal.waitFor(SLOW);
    await modal.getByRole('button', { name: 'Flip', exact: true }).click();
    await expect
      .poll(() => modal.locator('[data-coin-side]').getAttribute('data-coin-side'), SLOW)
      .toMatch(/^(heads|tails)$/);
    expect(await modal.innerText()).toMatch(/(Heads|Tails): lucky coin/);
  });
  it('a signed-in player with an unknown link lands on the deposit page; action=register welcomes them', async () => {
    const { page, context, url } = await open();
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/') });
    await page.goto(url('/lobby/?promoOffer=no-such-offer'));
    await page.waitForURL(/\/cash\/deposit-by-money\/$/, SLOW);

    await page.goto(url('/lobby/?action=register'));
    await page.locator('[data-welcome]').waitFor(SLOW);
    expect(await page.locator('[data-welcome]').innerText()).toContain('10,000 Coins');
    expect(new URL(page.url()).searchParams.has('action')).toBe(false);
  });

  it('the preset package popup buys its package in the cashier', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/') });
    await page.goto(url('/lobby/?openModal=app-banner-preset-package-modal'));
    const popup = page.locator('[data-preset-package]');
    await popup.waitFor(SLOW);
    const id = await popup.getAttribute('data-preset-package');
    await popup.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(new RegExp(`/cash/deposit-by-money/${id}/preset/$`), SLOW);
  });
});
