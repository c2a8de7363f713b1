// A new player's first minutes (issue #33, items 1–4) in Chromium against the production server: a feature
// popup never opens over a form the player is typing in (real keystrokes while the page's clock passes the
// sequencer's runs) and comes once they leave it; a new player is greeted as new and the signed-in home has
// no guest pitch; the welcome offer's amounts are the server's, before sign-up and in the welcome popup (a
// referred player's bigger gift), formatted for the language.
import { describe, expect, it } from 'vitest';
import { POPUP_SEQUENCER, REWARD_AMOUNTS, type ReferralInfo } from '@casino/contracts';
import { SHOWN_LIST_KEY } from '../apps/web/app/lib/engagement/popup-sequencer.ts';
import { signUpViaApi } from './support/accounts.ts';
import { BRANDS_LOCALES_DEVICES, looks, screenshot, setupBrowser } from './support/browser.ts';
import { flushed } from './support/page-api.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };

describe('a calm first session', { timeout: 150_000 }, () => {
  it('keeps feature popups off a form while the player types, and offers them once the player leaves it', async () => {
    const { page, url } = await open();
    // The page's timers on a clock the test moves: the sequencer's runs come when the test says.
    await page.clock.install();
    await signUpViaApi(page, { at: url('/complete-profile') });
    const name = page.getByLabel('First name');
    await name.waitFor(SLOW);
    await name.click();
    const typed = 'Ana María de la Cruz';
    await page.keyboard.type(typed.slice(0, 8));
    // A new day on this device: the feature popups are due again (the sequencer's memory is the browser's).
    await page.evaluate((key) => localStorage.removeItem(key), SHOWN_LIST_KEY);
    // Past the sequencer's next run, twice, between keystrokes (spaces too: a space closes a popup).
    await page.clock.fastForward(POPUP_SEQUENCER.intervalMs);
    await page.keyboard.type(typed.slice(8, 14));
    await page.clock.fastForward(POPUP_SEQUENCER.intervalMs);
    await page.keyboard.type(typed.slice(14));
    await flushed(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await name.inputValue()).toBe(typed);
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);

    // Out of the field and quiet for a few seconds: the run that waited opens the first feature popup.
    await page.getByRole('heading', { name: 'Tell us about yourself' }).click();
    await page.clock.fastForward(POPUP_SEQUENCER.typingQuietMs);
    await page.getByRole('dialog').waitFor(SLOW);
    expect(await name.inputValue()).toBe(typed);
  });

  it('greets a new player as new, without the guest pitch, and welcomes them back after signing in again', async () => {
    const { page, url, context } = await open();
    const { email, password } = await signUpViaApi(page, { at: url('/') });
    const badge = page.getByText('Welcome, ', { exact: false }).first();
    await badge.waitFor(SLOW);
    expect(await page.getByText('Welcome back').count()).toBe(0);
    expect(await page.locator('[data-welcome-offer]').count()).toBe(0);
    expect(await page.getByText(/claim your welcome offer/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go to the lobby' }).count()).toBe(1);

    // Signed out and in again: no longer the first session.
    await context.clearCookies();
    await page.goto(url('/signin/'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/lobby\/$/, SLOW);
    await page.goto(url('/'));
    await page.getByText('Welcome back, ', { exact: false }).first().waitFor(SLOW);
  });

  it('shows the server’s welcome amounts before sign-up, in English and Spanish', async () => {
    const { coins, entries } = REWARD_AMOUNTS.registration;
    const { page, url } = await open();
    await page.goto(url('/'));
    const offer = page.locator('[data-welcome-offer]');
    await offer.waitFor(SLOW);
    expect(await offer.innerText()).toContain(`${coins.toLocaleString('en-US')} free Coins`);
    expect(await offer.innerText()).toContain(`+ ${entries} bonus Entries`);
    await page.goto(url('/signup/'));
    await page
      .getByText(`${coins.toLocaleString('en-US')} free Coins + ${entries} bonus Entries`)
      .waitFor(SLOW);
    // A Spanish guest (the first page's language is remembered, so a browser of their own).
    const es = await open({ locale: 'es-ES' });
    await es.page.goto(es.url('/es/'));
    const oferta = es.page.locator('[data-welcome-offer]');
    await oferta.waitFor(SLOW);
    expect(await oferta.innerText()).toContain(`${coins.toLocaleString('es-ES')} Monedas gratis`);
    expect(await oferta.innerText()).toContain(`+ ${entries} Entradas de regalo`);
  });

  it('shows a referred player the bigger gift their sign-up paid in the welcome popup', async () => {
    const inviter = await open();
    await signUpViaApi(inviter.page, { at: inviter.url('/') });
    const { refcode } = await inviter.page.evaluate(
      async () => ((await (await fetch('/rest/referral/info/')).json()) as { data: ReferralInfo }).data,
    );
    const friend = await open();
    await friend.page.goto(friend.url(`/?invited_by=${refcode}`));
    await signUpViaApi(friend.page);
    await friend.page.goto(friend.url('/lobby/?action=register'));
    const dialog = friend.page.locator('[data-welcome]');
    await dialog.waitFor(SLOW);
    const { coins, entries } = REWARD_AMOUNTS.registrationWithCode;
    expect(await dialog.innerText()).toContain(`${coins.toLocaleString('en-US')} Coins`);
    expect(await dialog.innerText()).toContain(`+${entries} free Entries`);
  });

  describe('looks right (SCREENSHOTS=<dir>: first-session/)', () => {
    for (const {
      host,
      locale,
      device: [device, viewport],
    } of looks(BRANDS_LOCALES_DEVICES))
      it(`${host} ${locale} ${device}: the guest's offer with the server's amounts, the new player's greeting`, async () => {
        const { coins } = REWARD_AMOUNTS.registration;
        const prefix = locale === 'es' ? '/es' : '';
        const { page, url } = await open({ host, viewport, locale: locale === 'es' ? 'es-ES' : 'en-US' });
        await page.goto(url(`${prefix}/`));
        const offer = page.locator('[data-welcome-offer]');
        await offer.waitFor(SLOW);
        expect(await offer.innerText()).toContain(coins.toLocaleString(locale === 'es' ? 'es-ES' : 'en-US'));
        const name = `first-session/${host.split('.')[0]}-${locale}-${device}`;
        await screenshot(page, `${name}-guest`);
        await signUpViaApi(page, { at: url(`${prefix}/`) });
        await page
          .getByText(locale === 'es' ? 'Te damos la bienvenida, ' : 'Welcome, ')
          .first()
          .waitFor(SLOW);
        expect(await offer.count()).toBe(0);
        await screenshot(page, `${name}-player`);
      }, 120_000);
  });
});
