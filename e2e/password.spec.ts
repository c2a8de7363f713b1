import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoConnected, flushed } from './support/page-api.ts';
import { PHONE, setupBrowser } from './support/browser.ts';
import { PASSWORD, signUpViaApi } from './support/accounts.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open } = setupBrowser();
const NEW_PASSWORD = 'amber-lantern-77';

const appInit = (page: Page) =>
  page.evaluate(() => fetch('/rest/app/init/').then((r) => r.json() as Promise<Record<string, unknown>>));

/** The newest outbox message to someone, from the development outbox page (operator token only). */
async function outboxLink(context: BrowserContext, base: (path: string) => string, to: string) {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-ops-token': E2E_OPS_TOKEN });
  await page.goto(base(`/dev/outbox/?to=${encodeURIComponent(to)}`));
  const link = await page.locator('article').first().locator('a.link').getAttribute('href');
  await page.close();
  if (!link) throw new Error(`no link in the outbox for ${to}`);
  return link;
}

// The outbox journeys load eight to ten pages in three browser contexts: 35-60 s on the shared 2-core
// machine while another suite runs, too close to the default 60 s.
describe('passwords and email confirmation', { timeout: 120_000 }, () => {
  // Other devices signed out, the old password refused and the new one taken:
  // password-routes.int.test.ts ("changes it, rotates this session and signs every other device out").
  it('changes the password on /change-password/: submit waits for valid fields, the page stays signed in', async () => {
    const { page, url } = await open();
    const { email } = await signUpViaApi(page, { at: url('/') });

    await page.goto(url('/change-password/'));
    const submit = page.getByRole('button', { name: 'Change password' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Repeat new password').fill('abd');
    await page.getByLabel('Current password').click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByRole('heading', { name: 'Your password has been changed.' }).waitFor();

    expect(await appInit(page)).toMatchObject({ isGuest: false, email });
  });

  it('shows the current password error the server sends', async () => {
    const { page, url } = await open({ viewport: PHONE });
    await signUpViaApi(page, { at: url('/change-password/') });
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/current password is not correct/).waitFor();
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('forgot password: the emailed link sets a new password and lands signed in on the lobby', async () => {
    const owner = await open();
    const { email } = await signUpViaApi(owner.page, { at: owner.url('/') });

    const { page, context, url } = await open();
    await page.goto(url('/signin/'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await dialog.waitFor();
    // The email typed in the sign-in form comes along.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('dialog', { name: 'Check your email' }).getByText(email).waitFor();

    const link = await outboxLink(context, url, email);
    expect(link).toMatch(/\/\?change-password=[\w-]{43}$/);
    await page.goto(link);
    const restore = page.getByRole('dialog', { name: 'Set a new password' });
    await restore.waitFor();
    // The token does not stay in the address bar (the page replaces the URL once it has read it).
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await restore.getByLabel('Current password').count()).toBe(0);
    await restore.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await restore.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await restore.getByRole('button', { name: 'Save and sign in' }).click();

    await page.waitForURL(/\/lobby\/$/);
    // The daily-login popup may already cover the lobby (a new day for this player): the heading is behind it.
    await page.getByRole('heading', { name: /^Welcome back, player\d+$/, includeHidden: true }).waitFor();
    expect(await appInit(page)).toMatchObject({ isGuest: false, email, emailConfirmed: true });
    // The owner's old session ended with the reset.
    expect(await appInit(owner.page)).toMatchObject({ isGuest: true });

    // The link works once.
    const again = await open();
    await again.page.goto(link);
    await again.page.getByRole('dialog', { name: 'This link no longer works' }).waitFor();
  });

  it('confirms the email from the link the outbox received', async () => {
    const { page, context, url } = await open();
    const { email } = await signUpViaApi(page, { keepEmailPrompt: true, at: url('/') });
    // It opens by itself, once per page session.
    const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send me the link' }).click();
    await dialog.getByText('A confirmation link is on its way to').waitFor();
    await dialog.getByRole('button', { name: 'Got it' }).click();

    const link = await outboxLink(context, url, email);
    expect(link).toMatch(/\/email-verify\?token=[\w-]{43}$/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    expect(await appInit(page)).toMatchObject({ emailConfirmed: true });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // Confirmed: no banner, no prompt, past the prompt's 1 s delay on the page's clock (contact/root.tsx).
    await page.clock.install();
    await gotoConnected(page, url('/lobby/'));
    await page.clock.fastForward(1_000);
    await flushed(page);
    expect(await page.locator('[data-email-banner]').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Confirm your email' }).count()).toBe(0);
  });

  it('shows the change-password form in Spanish', async () => {
    const { page, context, url } = await open();
    await signUpViaApi(page, { at: url('/') });
    const host = new URL(url('/')).hostname;
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', domain: host, path: '/' }]);
    await page.goto(url('/es/change-password/'));

    await page.getByRole('heading', { name: 'Cambiar contraseña', level: 1 }).waitFor();
    const submit = page.getByRole('button', { name: 'Cambiar contraseña' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Contraseña actual').fill(PASSWORD);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
    await page.getByLabel('Repite la nueva contraseña').fill('xyz');
    await page.getByLabel('Contraseña actual').click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repite la nueva contraseña').fill(NEW_PASSWORD);
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByRole('heading', { name: 'Tu contraseña se ha cambiado.' }).waitFor();
  });
});
