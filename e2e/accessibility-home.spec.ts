import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, type BrandKey } from '@casino/contracts/values';
import { setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { scanPage as scan } from './support/axe.ts';

const { open } = setupBrowser();

/**
 * The home page whole, as a guest and as a player, in English and Spanish: its sections below the first
 * screen (`content-visibility: auto`) scrolled to and drawn before axe reads their colours (issue #33 item 18).
 */
async function homeFindings(brand: BrandKey): Promise<string[]> {
  const findings: string[] = [];
  const { page, context, url } = await open();
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
  await page.goto(url(`/?brand=${brand}`));
  const home = '[data-home-packages], [data-home-promotions]';
  await scan(page, url('/'), home, findings);
  await scan(page, url('/es/'), home, findings);
  await signUpViaApi(page, { at: url('/') });
  await scan(page, url('/'), '[data-lobby] a[data-game]', findings);
  await scan(page, url('/es/'), '[data-lobby] a[data-game]', findings);
  return findings;
}

describe('accessibility of the home page', () => {
  for (const brand of BRAND_KEYS)
    it(
      `axe finds nothing serious or critical on ${brand}'s home page, every section, en and es`,
      { timeout: 240_000 },
      async () => {
        expect(await homeFindings(brand)).toEqual([]);
      },
    );
});
