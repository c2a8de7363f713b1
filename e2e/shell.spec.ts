import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { PHONE, setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();

describe('the shell', () => {
  it('server-renders the guest home before any script runs', async () => {
    const { page, url } = await open({ javaScriptEnabled: false });
    const response = await page.goto(url('/'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'data-brand')).toBe('funrize');
    expect(await page.title()).toContain('Funrize');
    expect(await page.locator('main').innerText()).not.toBe('');
  });

  it('serves /es/ in Spanish', async () => {
    const { page, url } = await open({ javaScriptEnabled: false });
    await page.goto(url('/es/'));
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('chooses the brand by host name', async () => {
    for (const [host, brand, name] of [
      ['tao.test', 'tao', 'TaoFortune'],
      ['nlc.test', 'nlc', 'NoLimitCoins'],
    ] as const) {
      const { page, url } = await open({ host });
      await page.goto(url('/'));
      expect(await page.getAttribute('html', 'data-brand')).toBe(brand);
      expect(await page.title()).toContain(name);
    }
  });

  it('shows the 404 page for an unmatched route, and Go Home leads to the lobby', async () => {
    const { page, url } = await open();
    const response = await page.goto(url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Rabbit not found').count()).toBeGreaterThan(0);
    expect(await page.getByText('Page not found: /no-such-page').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(/\/lobby\/$/);
  });

  it('drops the /mobile-app prefix and flags the webview', async () => {
    const { page, url } = await open();
    await page.goto(url('/mobile-app/lobby/?ref=app'));
    const final = new URL(page.url());
    expect(final.pathname).toBe('/lobby/');
    expect(final.searchParams.get('webview')).toBe('true');
    expect(final.searchParams.get('ref')).toBe('app');
  });

  it('sends a guest on a guarded route to sign-in', async () => {
    const { page, url } = await open();
    await page.goto(url('/quests'));
    const final = new URL(page.url());
    expect(final.pathname).toBe('/signin/');
    expect(final.searchParams.get('redirectTo')).toBe('/quests');
  });

  it("opens a player's phone menu in the tap's own frame, with the focus kept in it, and closes it with Escape, focus back on the Menu button", async () => {
    const { page, url } = await open({ viewport: PHONE });
    await signUpViaApi(page, { at: url('/lobby/'), oneClick: true });
    // The sheet's chunk is fetched once the page is idle, and the sheet mounted closed when it is in.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/site-menu-[^/]+\.js$/.test(entry.name)),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve))),
    );
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true }).last();
    // Whether the sheet is in the page at the first frame after the click: a sheet that suspended on its first
    // render came up to 300 ms (many frames) later.
    await menuButton.evaluate((button) =>
      button.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            document.documentElement.dataset.menuInFirstFrame = String(
              document.querySelector('[role="dialog"]') !== null,
            );
          }),
        { once: true },
      ),
    );
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.menuInFirstFrame !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.menuInFirstFrame)).toBe('true');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind is out of reach: Tab cycles inside the sheet (more presses than it has stops).
    const stops = await sheet.evaluate((element) => element.querySelectorAll('a[href], button').length);
    for (let i = 0; i <= stops; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // Closed, the focus goes back to the Menu button that opened it.
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
