// Issue #33 item 6: a signed-in player's desktop header at 1366 px keeps every navigation entry in sight and
// in the tab order, on the brands whose type sets the widest entries; on a phone nothing floats over the form
// field a player is typing in (the confirm-email bar, the tab bar, the menu drawer). Screenshots in
// $SCREENSHOTS/header-overlays/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BrandKey } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };
const LAPTOP = { width: 1366, height: 768 };
/** The brands whose header entries are widest at 1366 px (measured: their display type). */
const WIDEST: BrandKey[] = ['fortuneWheelz', 'scarletSands'];

/** Each main navigation entry of the header: whether it is on the bar's row, inside the header, and tabbable. */
const navEntries = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header[data-variant="player"]')!;
    const nav = header.querySelector('nav')!;
    const actions = nav.nextElementSibling!.getBoundingClientRect();
    const bar = nav.getBoundingClientRect();
    return Array.from(nav.querySelectorAll('a')).map((link) => {
      const box = link.getBoundingClientRect();
      return {
        // The entry's own words, without the badge a promotions counter adds.
        text: link.childNodes[0]?.textContent?.trim() ?? '',
        inRow: box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1 && box.width > 0,
        clearOfActions: box.right <= actions.left + 1,
        tabbable: link.tabIndex === 0 && link.getAttribute('aria-hidden') === null,
      };
    });
  });

/** Whether anything is drawn over the focused field: the topmost element at points inside it is the field. */
const focusedFieldCovered = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLElement | null;
    if (!field?.matches('input, select, textarea')) return null;
    const box = field.getBoundingClientRect();
    const inset = 4;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.bottom - inset],
    ];
    const covers = points
      .map(([x, y]) => document.elementFromPoint(x!, y!))
      .filter((top) => top !== null && top !== field && !field.contains(top) && !top.contains(field))
      .map(
        (top) => top!.closest('[data-email-banner], nav, header, [role="dialog"]')?.tagName ?? top!.tagName,
      );
    const outside = box.top < 0 || box.bottom > window.innerHeight;
    return { name: field.getAttribute('name') ?? field.id, covers, outside };
  });

describe('the header and the overlays', { timeout: 240_000 }, () => {
  for (const brand of WIDEST)
    it(`keeps every navigation entry in sight and in the tab order at 1366 px on ${brand}`, async () => {
      const { page, url } = await open({ viewport: LAPTOP });
      await signUpViaApi(page, { at: url(`/lobby/?brand=${brand}`) });
      await page.locator('header[data-variant="player"] nav a').first().waitFor(SLOW);
      expect(await page.evaluate(() => document.documentElement.dataset.brand)).toBe(brand);
      await screenshot(page, `header-overlays/header-${brand}-1366`);
      const entries = await navEntries(page);
      expect(entries.map((entry) => entry.text)).toEqual([
        'Lobby',
        'Promotions',
        'Tournaments',
        'Prize Drops',
        'Scratch Cards',
      ]);
      expect(entries.filter((entry) => !entry.inRow || !entry.clearOfActions || !entry.tabbable)).toEqual([]);
    });

  it('keeps the confirm-email bar, the tab bar and the menu drawer off the field a player types in, on a phone', async () => {
    const { page, context, url } = await open({ viewport: PHONE });
    await context.addCookies([{ name: 'cookie_consent', value: '1|necessary~analytics', url: url('/') }]);
    await signUpViaApi(page, { at: url('/complete-profile/'), keepEmailPrompt: true });
    // The confirm-email prompt opens once by itself; the bar stays after it is closed.
    const prompt = page.getByRole('dialog', { name: 'Confirm your email' });
    await prompt.waitFor(SLOW);
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    await page.locator('[data-email-banner]').waitFor(SLOW);

    const form = page.locator('main form[data-form="complete_profile"]');
    await form.locator('input').first().waitFor(SLOW);
    const fields = form.locator('input:not([type="hidden"]), select, textarea');
    const count = await fields.count();
    expect(count).toBeGreaterThan(3);
    // Each field as a tap or a Tab gives it the focus: the page scrolls it into view, clear of the bars.
    const found: unknown[] = [];
    for (let i = 0; i < count; i++) {
      if (!(await fields.nth(i).isVisible()) || !(await fields.nth(i).isEditable())) continue;
      await fields.nth(i).focus();
      const covered = await focusedFieldCovered(page);
      if (covered && (covered.covers.length || covered.outside)) found.push(covered);
      if (i === count - 1) await screenshot(page, 'header-overlays/phone-field-focused');
    }
    expect(found).toEqual([]);

    // The menu drawer takes the focus with it: no field under it is typed in while it is open.
    await fields.first().focus();
    await page.getByRole('button', { name: 'Menu' }).last().click();
    const drawer = page.getByRole('dialog').last();
    await drawer.waitFor(SLOW);
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
});
