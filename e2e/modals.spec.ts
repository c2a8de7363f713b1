import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser.ts';
import { flushed } from './support/page-api.ts';

const { open } = setupBrowser();

// The page behind a modal does not scroll: overflow hidden on <html> (components/ui/modal/page-lock.ts).
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

describe('modals', () => {
  it('stack, lock page scroll while open, and close from the top by backdrop and Escape', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.waitFor();
    expect(await scrollLocked(page)).toBe(true);

    await settings.getByRole('button', { name: 'Cookie policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Cookie policy' });
    await policy.waitFor();
    // Radix hides the lower dialog from the accessibility tree, so count the elements themselves.
    expect(await page.locator('[role="dialog"]').count()).toBe(2);

    // The backdrop closes only the top modal; the page stays locked under the one left.
    await page.mouse.click(5, 5);
    await expect.poll(() => policy.count()).toBe(0);
    expect(await settings.isVisible()).toBe(true);
    expect(await scrollLocked(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
  });

  it('keeps the sign-in modal open on a backdrop click, and opens it from ?openModal', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await page.goto(url('/?openModal=login&x=1'));
    const login = page.getByRole('dialog').first();
    await login.waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?x=1');
    await page.mouse.click(5, 5);
    // A backdrop click closes a modal in the click's own handler: rendered by the next frames.
    await flushed(page);
    expect(await login.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('sends a guest on a guarded route to the sign-in modal on brands without an auth page', async () => {
    const { page, url } = await open({ host: 'tao.test' });
    await page.goto(url('/quests'));
    await page.getByRole('dialog').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('ignores a modal nobody registered and logs it once', async () => {
    const { page, url } = await open();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(url('/?openModal=app-not-a-modal'));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    expect(logs.filter((l) => l.includes('Unknown modal: app-not-a-modal'))).toHaveLength(1);
  });
});
