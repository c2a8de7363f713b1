import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, type BrandKey } from '@casino/contracts/values';
import { setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { scanPage as scan, seriousViolations } from './support/axe.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

/**
 * axe over the main page states of one brand (the home page: accessibility-home.spec.ts, a file of its own so the
 * two journey workers share the scans): the guest's lobby, a category and the promotions teaser, then
 * the same player signed in (lobby, the game modal, the cashier, the account pages). One context per brand;
 * each state is one page load, no journey is repeated.
 */
async function brandFindings(brand: BrandKey): Promise<string[]> {
  const findings: string[] = [];
  const { page, context, url } = await open();
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
  await page.goto(url(`/?brand=${brand}`));
  await scan(page, url('/lobby/'), '[data-lobby] a[data-game]', findings);
  const category = await page.locator('[data-lobby] section a[href*="/games/"]').first().getAttribute('href');
  await scan(page, url(category!), '[data-games-grid] a[data-game]', findings);
  await scan(page, url('/promotions/'), 'main', findings);

  await signUpViaApi(page, { at: url('/lobby/') });
  await scan(page, url('/lobby/'), '[data-lobby] a[data-game]', findings);
  // A modal open: the game, over the lobby.
  await page.locator('[data-lobby] a[data-game]').first().click();
  await page.locator('[data-modal="game"] iframe').waitFor(SLOW);
  for (const line of await seriousViolations(page)) findings.push(`game modal: ${line}`);
  await scan(page, url('/promotions/'), 'main', findings);
  await scan(page, url('/cash/deposit-by-money/'), '[data-cash-app]', findings);
  for (const path of [
    '/account/personal-info/',
    '/account/documents/',
    '/account/security/',
    '/account/history/',
  ])
    await scan(page, url(path), 'main h1, main h2', findings);
  return findings;
}

describe('accessibility', () => {
  for (const brand of BRAND_KEYS)
    it(
      `axe finds nothing serious or critical on ${brand}'s main page states`,
      { timeout: 240_000 },
      async () => {
        expect(await brandFindings(brand)).toEqual([]);
      },
    );
});

describe('keyboard', () => {
  it('a modal gives focus back to what opened it; SPIN keeps focus after a round and Enter spins again', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    const tile = page.locator('[data-lobby] a[data-game]').first();
    await tile.focus();
    await page.keyboard.press('Enter');
    const frame = page.frameLocator('[data-modal="game"] iframe');
    const spin = frame.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);

    await spin.focus();
    for (let round = 0; round < 2; round++) {
      const played = page.waitForResponse(
        (r) => /\/spin\/$/.test(r.url()) && r.request().method() === 'POST',
      );
      await page.keyboard.press('Enter');
      expect((await played).status()).toBe(200);
      await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
      // Focus stayed on SPIN through the round, so the next Enter spins again.
      expect(await spin.evaluate((button) => button.ownerDocument.activeElement === button)).toBe(true);
    }

    // Closed from the keyboard, the game gives focus back to the tile that opened it.
    await page.getByRole('button', { name: 'Close game' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"][data-modal="game"]').waitFor({ state: 'detached' });
    await expect.poll(() => tile.evaluate((link) => document.activeElement === link)).toBe(true);
  });

  it('every stop of the tab order shows where focus is', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.locator('[data-lobby] a[data-game]').first().waitFor(SLOW);
    const unmarked: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
          style.boxShadow !== 'none';
        return {
          ring,
          name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
        };
      });
      if (focus && !focus.ring) unmarked.push(focus.name);
    }
    expect(unmarked).toEqual([]);
  });
});
