import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { setupBrowser } from './support/browser.ts';
import { tripleSevensSlug } from './support/tournaments.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };

const search = (url: string) => new URL(url).search;

describe('query parameters on any page', () => {
  it('action=login opens sign-in for a guest and leaves the address', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await page.goto(url('/?action=login&x=1'));
    await page.getByRole('dialog').first().waitFor(SLOW);
    await expect.poll(() => search(page.url())).toBe('?x=1');
  });

  it('action=login takes a guest to the sign-in page on a brand with one', async () => {
    const { page, url } = await open();
    await page.goto(url('/lobby/?action=login'));
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/signin/');
  });

  it('errorMessage shows its text, as text and cut to length, in an error toast', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    const long = `<b>Payment</b> refused ${'x'.repeat(400)}`;
    await page.goto(url(`/?errorMessage=${encodeURIComponent(long)}`));
    const toast = page.locator('[data-sonner-toast]', { hasText: '<b>Payment</b> refused' });
    await toast.waitFor(SLOW);
    expect(await toast.locator('b').count()).toBe(0);
    const text = (await toast.textContent()) ?? '';
    expect(text.length).toBeLessThanOrEqual(220);
    expect(text).toContain('…');
    await expect.poll(() => search(page.url())).toBe('');
  });

  it('category opens the lobby on that category; an unknown one is ignored', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.goto(url('/lobby/?category=newGames'));
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/games/newGames/');
    await page.goto(url('/lobby/?category=noSuchCategory'));
    expect(new URL(page.url()).pathname).toBe('/lobby/');
  });

  it('redirectUrl=bannerPresetPackage waits for the sign-in, then opens the banner package in the cashier', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await page.goto(url('/?redirectUrl=bannerPresetPackage'));
    await expect.poll(() => search(page.url())).toBe('?redirectUrl=bannerPresetPackage');
    await signUpViaApi(page, { at: url('/?redirectUrl=bannerPresetPackage') });
    await expect
      .poll(() => new URL(page.url()).pathname, SLOW)
      .toMatch(/^\/cash\/deposit-by-money\/(\d+\/preset\/)?$/);
  });

  it('isMoney=true asks to play the game for Entries before it opens', async () => {
    const slug = await tripleSevensSlug(baseUrl());
    const { page, url } = await open({ host: 'tao.test' });
    await signUpViaApi(page, { at: url('/lobby/') });
    const switched = page.waitForRequest((r) => r.url().includes('/game-mode/switch-to-'), SLOW);
    await page.goto(url(`/lobby/?game=${slug}&isMoney=true`));
    expect((await switched).url()).toMatch(/switch-to-/);
    await page.locator('[data-modal="game"] iframe').waitFor(SLOW);
  });
});
