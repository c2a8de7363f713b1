// The brands' capability flags that change a page (issue #33 item 15; docs/brands.md): a brand without the
// lobby page has its lobby on the home page; a brand without the registration-complete page completes a
// registration in the popup on the home page. Each against the brand with the page, by the same steps.
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@casino/contracts';
import { newEmail, PASSWORD, signUpViaApi } from './support/accounts.ts';
import { setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };

describe('brand capability flags', { timeout: 180_000 }, () => {
  it('sends /lobby/ to the home page, query kept, on a brand without the lobby page; links follow', async () => {
    expect(BRANDS.nlc.capabilities.lobbyPage).toBe(false);
    const { page, url } = await open({ host: 'nlc.test' });
    await signUpViaApi(page, { at: url('/lobby/?category=nothing') });
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toBe('/?category=nothing');
    // The header's Lobby entry is the home page, and is the current page there.
    const lobby = page.getByRole('banner').getByRole('link', { name: 'Lobby', exact: true });
    expect(await lobby.getAttribute('href')).toBe('/');
    expect(await lobby.getAttribute('aria-current')).toBe('page');
  });

  it('keeps /lobby/ on a brand with the lobby page', async () => {
    expect(BRANDS.funrize.capabilities.lobbyPage).toBe(true);
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    expect(new URL(page.url()).pathname).toBe('/lobby/');
    const lobby = page.getByRole('banner').getByRole('link', { name: 'Lobby', exact: true });
    expect(await lobby.getAttribute('href')).toBe('/lobby/');
  });

  it('completes a one-click registration in the popup on a brand without the page, then lets the player on', async () => {
    expect(BRANDS.tao.capabilities.registrationCompletePage).toBe(false);
    const { page, url } = await open({ host: 'tao.test' });
    await signUpViaApi(page, { oneClick: true, at: url('/promotions/') });
    // The guard stopped the incomplete registration: the home page with the popup, its form inside.
    await page.waitForURL((at) => at.pathname === '/', SLOW);
    const dialog = page.getByRole('dialog', { name: 'Complete your registration' });
    await dialog.waitFor(SLOW);
    await page.goto(url('/registration-complete/'));
    await dialog.waitFor(SLOW);
    expect(new URL(page.url()).pathname).toBe('/');
    await dialog.getByLabel('Email', { exact: true }).fill(newEmail());
    await dialog.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Complete registration' }).click();
    await dialog.waitFor({ state: 'detached', ...SLOW });
    await page.goto(url('/promotions/'));
    await page.locator('[data-promotions-page]').waitFor(SLOW);
  });

  it('sends an incomplete registration to the page on a brand with it', async () => {
    expect(BRANDS.nlc.capabilities.registrationCompletePage).toBe(true);
    const { page, url } = await open({ host: 'nlc.test' });
    await signUpViaApi(page, { oneClick: true, at: url('/promotions/') });
    await page.waitForURL((at) => at.pathname === '/registration-complete/', SLOW);
    await page.locator('form[data-form="registration-complete"]').waitFor(SLOW);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
