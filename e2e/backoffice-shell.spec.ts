// The back-office's app shell (issue #16): pages never cached or shared, outside the site's language and
// redirect rules, unthemed; the first sign-in with TOTP setup and recovery codes; the idle notice; 403.
// The operators' journey itself is e2e/backoffice.spec.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  backofficeShot,
  choosePassword,
  createOperatorViaCli,
  signInBackoffice,
  totpCode,
} from './support/backoffice.ts';
import { setupBrowser } from './support/browser.ts';

const { open, baseUrl } = setupBrowser();

/** CSP violations the page reports (none expected: the QR code is inline SVG markup). */
const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

describe('back-office shell', () => {
  it('answers its pages privately, never from the guest cache, outside the language and redirect rules', async () => {
    // A guest with the Spanish language cookie: the site would redirect to /es/… and may cache the page.
    const headers = { cookie: 'i18n_redirected=es' };
    for (const path of ['/backoffice/sign-in/', '/backoffice/sign-in/']) {
      const response = await fetch(baseUrl() + path, { headers, redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-page-cache')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).not.toContain('data-brand=');
      // The operators' own CSRF cookie, never the players' session cookies.
      const cookies = response.headers.getSetCookie().map((c) => c.split('=')[0]);
      expect(cookies).not.toContain('csrf_token');
      expect(cookies).not.toContain('sid');
    }
    // Signed out, every other page goes to sign-in, back to where it was asked for afterwards.
    const dashboard = await fetch(`${baseUrl()}/backoffice/`, { headers, redirect: 'manual' });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toBe('/backoffice/sign-in/?next=%2Fbackoffice%2F');
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
  });

  it('signs a new operator in with TOTP setup and recovery codes, then shows the dashboard', async () => {
    const operator = await createOperatorViaCli('admin');
    const { page } = await open();
    await watchCsp(page);

    await page.goto(`${baseUrl()}/backoffice/sign-in/`);
    await page.getByLabel('Email', { exact: true }).fill(operator.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByTestId('bo-form-error').textContent()).toBeTruthy();
    await backofficeShot(page, 'sign-in');

    await page.getByLabel('Password', { exact: true }).fill(operator.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secretBox = page.getByTestId('bo-totp-secret');
    await secretBox.waitFor();
    expect(await page.locator('[data-testid="bo-totp-qr"] svg').count()).toBe(1);
    await backofficeShot(page, 'totp-setup');

    const secret = ((await secretBox.textContent()) ?? '').replace(/\s+/g, '');
    await page.getByLabel('Code', { exact: true }).fill(await totpCode(page, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const codes = page.getByTestId('bo-recovery-codes').locator('li');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await backofficeShot(page, 'recovery-codes');

    await page.getByRole('button', { name: 'I have saved them' }).click();
    // The one-time password the CLI printed is replaced before any screen: the server's refusals show.
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('One-time password', { exact: true }).fill(operator.password);
    await page.getByLabel('New password', { exact: true }).fill('password1234');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => page.getByTestId('bo-form-error').textContent()).toMatch(/too common/);
    await backofficeShot(page, 'choose-password');
    await choosePassword(page, operator.password);
    await page.getByTestId('bo-operator-email').waitFor();
    expect(await page.getByTestId('bo-operator-email').textContent()).toBe(operator.email);
    expect(await page.getByTestId('bo-operator-role').textContent()).toBe('admin');
    await page.getByTestId('bo-stat-signups').locator('text=/\\d/').first().waitFor();
    await page.locator('.uplot').first().waitFor();
    await backofficeShot(page, 'dashboard');
    expect(await cspViolations(page)).toEqual([]);

    // Signed out: back to sign-in; the dashboard is closed again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/backoffice\/sign-in\/$/);
    await page.goto(`${baseUrl()}/backoffice/`);
    await page.waitForURL(/\/backoffice\/sign-in\/\?next=/);
  });

  it('tells an operator whose session ended why they are back at sign-in', async () => {
    const operator = await createOperatorViaCli('support');
    const { page, context } = await open();
    await signInBackoffice(page, operator);
    // The dashboard's own reads done first: one still in flight would meet the 401 before the click does.
    await page.getByTestId('bo-stat-signups').locator('text=/\\d/').first().waitFor();
    // The session ends on the server (as after 30 idle minutes): the next call answers 401.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.map((c) => (c.name === 'bo_sid' ? { ...c, value: 'ended' } : c)));
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('bo-session-ended').waitFor();
    expect(await page.getByTestId('bo-session-ended').textContent()).toBe(
      'Your session ended after 30 minutes without activity. Sign in again.',
    );
  });

  it('shows a role what it cannot do', async () => {
    const operator = await createOperatorViaCli('support');
    const { page } = await open();
    await signInBackoffice(page, operator);
    // Support has no operators.manage: the admin-only list answers 403 and the page says why.
    const status = await page.evaluate(async () => (await fetch('/rest/backoffice/operators/')).status);
    expect(status).toBe(403);
    await page.goto(`${baseUrl()}/backoffice/no-such-page/`);
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
  });
});
