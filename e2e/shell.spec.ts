import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';

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
});
