import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();

describe('language', () => {
  it('switching to Spanish persists across a reload through the cookie', async () => {
    const { page, context, url } = await open();
    await page.goto(url('/'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.waitForURL(/\/es\/$/);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await expect
      .poll(() => page.getByRole('link', { name: /Entrar|Iniciar sesión/ }).count())
      .toBeGreaterThan(0);

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // A reload, and even an unprefixed address, keeps the chosen language.
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.goto(url('/lobby/'));
    expect(new URL(page.url()).pathname).toBe('/es/lobby/');
  });

  it('follows the browser language on a first visit', async () => {
    const { page, url } = await open({ locale: 'es-ES' });
    await page.goto(url('/'));
    expect(new URL(page.url()).pathname).toBe('/es/');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('falls back to the fallback texts with the spec warning when translations cannot load', async () => {
    const { page, url } = await open();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/api/rest/translations/es', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.waitForURL(/\/es\/$/);
    await expect.poll(() => warnings.some((w) => w.includes('Translation for es not found'))).toBe(true);
  });
});
