// The Content Security Policy in a real browser (issue #11): no inline style element without the response's
// nonce, no inline script without its nonce or hash, on the pages people see, the cached guest pages, the
// dialogs and toasts that write styles at run time, the game's frame and the pages the server writes itself.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setupBrowser, PHONE } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
const VIOLATION = 'csp-violation ';

/**
 * Every violation in any frame of the context's pages, as the browser reports it to the document (the
 * `securitypolicyviolation` event, listened to before the page's own scripts run), plus the browser's own
 * console refusals.
 */
async function watchViolations(context: BrowserContext, page: Page) {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        prefix +
          JSON.stringify({
            directive: event.violatedDirective,
            blocked: event.blockedURI,
            at: location.href,
          }),
      );
    });
  }, VIOLATION);
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION) || /Content Security Policy/i.test(text)) found.push(text);
  });
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  return found;
}

const cspOf = async (page: Page, path: string) =>
  (await page.request.get(path)).headers()['content-security-policy'] ?? '';

/** The page lock applied its style sheet's rule: the page under the dialog does not scroll. */
const scrollLocked = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.hasAttribute('data-page-locked') &&
      getComputedStyle(document.documentElement).overflow === 'hidden',
  );

describe('Content Security Policy', () => {
  it('allows style elements only by nonce or hash, and style attributes', async () => {
    const { page, url } = await open();
    const policy = await cspOf(page, url('/'));
    const directive = (name: string) =>
      policy.split(';').find((d) => d.trim().split(' ')[0] === name) ?? `(no ${name})`;
    expect(directive('style-src')).not.toContain('unsafe-inline');
    // Styles from the site itself, or an inline one named by nonce (a page rendered per request) or by hash (a
    // first visit is served from the guest page cache, ADR 0029): nothing else.
    const styleSources = directive('style-src').trim().split(/\s+/).slice(1);
    expect(styleSources.filter((source) => !/^'(self|nonce-[^']+|sha256-[^']+)'$/.test(source))).toEqual([]);
    expect(styleSources).toContain("'self'");
    expect(directive('style-src-attr')).toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  for (const { host, path, settings, save, saved } of [
    { host: 'tao.test', path: '/', settings: 'Cookie settings', save: 'Save', saved: 'have been saved' },
    {
      host: 'nlc.test',
      path: '/es/',
      settings: 'Configuración de cookies',
      save: 'Guardar',
      saved: 'Se ha guardado',
    },
  ])
    it(`${host}${path}: the guest home (rendered and cached), a dialog, a toast and the lobby`, async () => {
      const { page, context, url } = await open({ host, viewport: host === 'nlc.test' ? PHONE : undefined });
      const violations = await watchViolations(context, page);
      // The first visit sets the language cookie; the second gets the shared page, allowed by hashes.
      await page.goto(url(path));
      const shared = await page.goto(url(path));
      expect(shared?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
      await page.waitForLoadState('networkidle');

      await page.getByRole('button', { name: settings }).click();
      const dialog = page.getByRole('dialog', { name: settings });
      await dialog.waitFor(SLOW);
      await expect.poll(() => scrollLocked(page), SLOW).toBe(true);
      await dialog.getByRole('button', { name: save, exact: true }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: saved });
      await toast.waitFor(SLOW);
      // sonner's own stylesheet (adopted, not written as a <style> element) placed the toaster.
      expect(
        await page.locator('[data-sonner-toaster]').evaluate((el) => getComputedStyle(el).position),
      ).toBe('fixed');
      expect(await page.locator('style:not([nonce])').count()).toBe(0);

      await page.goto(url(`${path}lobby/`));
      await page.locator('[data-lobby] a[data-game]').first().waitFor(SLOW);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });

  it("a player's lobby, the game modal and the game's frame", async () => {
    const { page, context, url } = await open();
    const violations = await watchViolations(context, page);
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.locator('[data-lobby] a[data-game]').first().click();
    const game = page.frameLocator('[data-modal="game"] iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    expect(await scrollLocked(page)).toBe(true);
    await spin.click(SLOW);
    await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
    expect(violations).toEqual([]);
  });

  it('the pages the server writes itself: the sandbox bank and the outbox', async () => {
    const { page, context, url } = await open({ extraHTTPHeaders: { 'x-ops-token': E2E_OPS_TOKEN } });
    const violations = await watchViolations(context, page);
    const bank = await page.goto(url(`/sandbox-pay/challenge/sbx_${'0'.repeat(24)}`));
    expect(bank?.status()).toBe(404);
    // Its <style> ran with the response's nonce: the page has its grey background.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 245, 247)',
    );

    await page.goto(url('/dev/outbox/'));
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('860px');
    expect(violations).toEqual([]);
  });
});
