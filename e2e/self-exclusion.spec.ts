import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONSENT_COOKIE, serializeConsent } from '../apps/web/app/lib/consent/cookie-consent.ts';
import { setupBrowser, PHONE, screenshot } from './support/browser.ts';
import { accountButton, PASSWORD, signUpViaApi } from './support/accounts.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { suiteServer } from './support/suite-server.ts';

const { open } = setupBrowser();
const server = suiteServer();

// Only for looking at: a slow machine's screenshot must not fail the journey.
const shot = (page: Page, name: string) =>
  screenshot(page, `self-exclusion/${name}`, { timeout: 15_000 }).catch(() => undefined);

/** A player who answered the cookie banner already: it covers nothing a journey clicks. */
async function openConsented(options: Parameters<typeof open>[0] = {}) {
  const opened = await open(options);
  await opened.context.addCookies([
    {
      name: CONSENT_COOKIE.name,
      value: serializeConsent({ given: true, enabled: ['necessary'] }),
      url: opened.url('/'),
    },
  ]);
  return opened;
}

/** The break screen once it knows whether a break runs. */
const breakScreen = (page: Page) => page.locator('[data-state="no-break"], [data-state="on-break"]').first();

const isGuest = (page: Page) =>
  page.evaluate(() =>
    fetch('/rest/app/init/')
      .then((r) => r.json())
      .then((b: { isGuest: boolean }) => b.isGuest),
  );

async function signIn(page: Page, email: string, labels = { email: 'Email', password: 'Password' }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
}

describe('taking a break from play', { timeout: 180_000 }, () => {
  it('self-excludes with a confirmation, signs out every device, refuses sign-in with the date, and lets the player in to redeem', async () => {
    const { page, url } = await openConsented();
    const { email } = await signUpViaApi(page, { at: url('/') });
    // Another device of the same player, on the lobby with its realtime connection open.
    const other = await openConsented();
    await other.page.goto(url('/signin/'));
    await signIn(other.page, email);
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.page.waitForURL(/\/lobby\/$/);
    await accountButton(other.page).waitFor();

    await page.goto(url('/account/self-exclusion/'));
    await page.getByRole('heading', { name: 'Take a break' }).waitFor();
    await breakScreen(page).waitFor();
    await shot(page, 'account-en-desktop');
    await page.getByRole('radio', { name: '6 months' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('You will be signed out now, on every device.');
    expect(await confirm.innerText()).toContain('You can still sign in to redeem your winnings.');
    await shot(page, 'confirm-en-desktop');
    await confirm.getByRole('button', { name: 'Yes, take the break' }).click();

    await page.waitForURL(url('/'));
    await page.getByText('You have been signed out: your break from play has started.').waitFor();
    await shot(page, 'signed-out-en-desktop');
    expect(await isGuest(page)).toBe(true);
    // The other device heard it over its socket and became a guest too.
    await other.page.waitForURL(url('/'));
    await other.page.getByText('You have been signed out: your break from play has started.').waitFor();
    expect(await isGuest(other.page)).toBe(true);

    await page.goto(url('/signin/'));
    await signIn(page, email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const notice = page.locator('[data-notice="on-break"]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/You are self-excluded until at least .*2027/);
    await shot(page, 'refused-en-desktop');
    expect(await isGuest(page)).toBe(true);

    await notice.getByRole('button', { name: 'Sign in to redeem my winnings' }).click();
    await page.waitForURL(/\/account\/redeem\/$/);
    expect(await isGuest(page)).toBe(false);
    await page.goto(url('/account/self-exclusion/'));
    await page.locator('[data-state="on-break"]').getByText('You are taking a break').waitFor();
    await shot(page, 'on-break-en-desktop');
    // The server knows this session is one of a player on a break (purchases and bets refuse it).
    const kind = await page.evaluate(() =>
      fetch('/rest/self-exclusion/')
        .then((r) => r.json())
        .then((b: { data: { active: { kind: string } | null } }) => b.data.active?.kind),
    );
    expect(kind).toBe('selfExclusion');
  });

  it('cools off in Spanish on a phone, is refused with the end date, and signs in again once it ended by itself', async () => {
    const { page, url } = await openConsented({ viewport: PHONE });
    const { email } = await signUpViaApi(page, { at: url('/es/account/self-exclusion/') });
    await page.getByRole('heading', { name: 'Tómate un descanso' }).waitFor();
    await breakScreen(page).waitFor();
    await shot(page, 'account-es-phone');
    await page.getByRole('radio', { name: '24 horas' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alertdialog', { name: '¿Estás seguro?' }).waitFor();
    await shot(page, 'confirm-es-phone');
    await page.getByRole('button', { name: 'Sí, tomar el descanso' }).click();
    await page.waitForURL(url('/es/'));
    await page.getByText('Se ha cerrado tu sesión: tu descanso del juego ha empezado.').waitFor();

    await page.goto(url('/es/signin/'));
    await signIn(page, email, { email: 'Correo electrónico', password: 'Contraseña' });
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const notice = page.locator('[data-notice="on-break"]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/Estás tomando un descanso del juego hasta el /);
    await shot(page, 'refused-es-phone');

    try {
      await advanceClock(server, 24 * 60 * 60 + 60);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL(/\/es\/lobby\/$/);
      // The previous sign-in (the sign-up's) is kept by the server and shown in the account header lines.
      expect(await isGuest(page)).toBe(false);
      await page.goto(url('/es/account/security/'));
      const previous = page.locator('[data-field="previous-login"]');
      await previous.waitFor();
      expect(await previous.innerText()).toMatch(/\d/);
      await shot(page, 'previous-sign-in-es-phone');
      expect(await isGuest(page)).toBe(false);
    } finally {
      await resetClock(server);
    }
  });

  it('shows the break screen on another brand, in both languages', async () => {
    const { page, url } = await openConsented({ host: 'tao.test', viewport: PHONE });
    await signUpViaApi(page, { at: url('/account/self-exclusion/') });
    await page.getByRole('heading', { name: 'Take a break' }).waitFor();
    await breakScreen(page).waitFor();
    await shot(page, 'account-en-phone-tao');
    // A player who signed up in Spanish, on a desktop.
    const desktop = await openConsented({ host: 'tao.test' });
    await signUpViaApi(desktop.page, { at: desktop.url('/es/account/self-exclusion/') });
    await desktop.page.getByRole('heading', { name: 'Tómate un descanso' }).waitFor({ timeout: 60_000 });
    await breakScreen(desktop.page).waitFor();
    await shot(desktop.page, 'account-es-desktop-tao');
  });
});
