import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, setupBrowser, SCREENSHOTS, screenshot } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { flushed } from './support/page-api.ts';
import { cashOffers, payWithCard } from './support/cashier.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };
const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, `play-limits/${name}`, { fullPage });

/** Saves one limit through the account screen's form. */
async function setLimit(page: Page, kind: string, period: string | null, amount: string) {
  await page.locator('select[name="kind"]').selectOption(kind);
  if (period) await page.locator('select[name="period"]').selectOption(period);
  await page.locator('input[name="amount"]').fill(amount);
  await page.locator('form button[type="submit"]').first().click();
}

/** Waits for the page's play-session heartbeat (the reality check root asks on every load). */
const heartbeat = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/rest/play-limits/session/') && r.status() === 200, SLOW);

/** A new signed-in player; the cookie banner answered and the hourly package popup shown, so nothing covers the forms. */
async function newPlayer(options: Parameters<typeof open>[0] = {}, start = '/lobby/') {
  const { page, context, url } = await open(options);
  await context.addCookies([
    { name: 'preset_package_popup_shown', value: '1', url: url('/') },
    { name: 'cookie_consent', value: '1|necessary~analytics', url: url('/') },
  ]);
  await signUpViaApi(page, { at: url(start) });
  return { page, url };
}

/** Sign-up, the cashier and reloads on a moved clock: slow on a busy machine. */
const LONG = 180_000;

describe('play limits', () => {
  it(
    'a daily purchase limit set in the account refuses a bigger purchase with the reason; raising it waits 24 h',
    async () => {
      const { page, url } = await newPlayer();
      await page.goto(url('/account/limits/'));
      await page.locator('select[name="kind"]').waitFor(SLOW);
      await setLimit(page, 'purchase', 'day', '5');
      await page.getByText('Your limit is saved.').waitFor(SLOW);
      const item = page.locator('[data-testid="play-limit-purchase-day"]');
      expect(await item.innerText()).toContain('$5.00');
      await shot(page, 'account-limits-en-desktop');

      const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable && p.price > 5)!;
      await page.goto(url('/cash/deposit-by-money/'));
      await page.locator('[data-cash-app]').waitFor(SLOW);
      await payWithCard(page, pack.id);
      const alert = page.locator(`[data-checkout="${pack.id}"] [role="alert"]`);
      await alert.waitFor(SLOW);
      expect(await alert.innerText()).toContain('daily purchase limit');
      await shot(page, 'cashier-refused-en-desktop');

      // Raising waits 24 hours, shown with its date; the limit in force stays.
      await page.goto(url('/account/limits/'));
      await page.locator('select[name="kind"]').waitFor(SLOW);
      await setLimit(page, 'purchase', 'day', '50');
      await page.getByText(/Your new limit applies on/).waitFor(SLOW);
      expect(await item.innerText()).toMatch(/Changes to \$50\.00 on/);
      expect(await item.innerText()).toContain('$5.00');
      await shot(page, 'account-limits-pending-en-desktop');
    },
    LONG,
  );

  it(
    'shows the limits screen in Spanish on a phone and on another brand',
    async () => {
      const { page, url } = await newPlayer(
        { viewport: PHONE, host: 'tao.test', locale: 'es-ES' },
        '/es/lobby/',
      );
      await page.goto(url('/es/account/limits/'));
      await page.locator('select[name="kind"]').waitFor(SLOW);
      await setLimit(page, 'wager-COIN', 'week', '1000');
      await page.getByText('Tu límite está guardado.').waitFor(SLOW);
      expect(await page.locator('[data-testid="play-limit-wager-COIN-week"]').innerText()).toContain(
        'Monedas jugadas',
      );
      await shot(page, 'account-limits-es-phone-tao');
      // A refused amount says why in Spanish.
      await setLimit(page, 'session', null, 'abc');
      await page.getByText('Introduce una cantidad entera mayor que cero').waitFor(SLOW);
    },
    LONG,
  );

  it(
    'a reality check appears when the session has run its interval on a moved clock, and Continue answers it',
    async () => {
      const server = { baseUrl: baseUrl() };
      const { page } = await newPlayer({ viewport: DESKTOP });
      try {
        const first = heartbeat(page);
        await page.reload();
        await first;
        // Three moves of 20 minutes with the page open in between: one session, 61 minutes long.
        for (const minutes of [20, 20, 21]) {
          await advanceClock(server, minutes * 60);
          const beat = heartbeat(page);
          await page.reload();
          await beat;
        }
        const dialog = page.locator('[data-testid="reality-check"]');
        await dialog.waitFor(SLOW);
        expect(await dialog.innerText()).toMatch(/You have been playing for 1 h 1 min/);
        expect(await dialog.innerText()).toContain('0 Coins');
        await shot(page, 'reality-check-en-desktop', false);
        if (SCREENSHOTS) {
          await page.setViewportSize(PHONE);
          await shot(page, 'reality-check-en-phone', false);
          await page.setViewportSize(DESKTOP);
        }
        await page.getByRole('button', { name: 'Continue playing' }).click();
        await dialog.waitFor({ state: 'detached', ...SLOW });
        // Answered: the next one is an interval away, so a reload shows none.
        const beat = heartbeat(page);
        await page.reload();
        // The heartbeat's answer is what would open it: read and rendered, it opened nothing.
        await (await beat).finished();
        await flushed(page);
        expect(await dialog.count()).toBe(0);
      } finally {
        await resetClock(server);
      }
    },
    LONG,
  );
});
