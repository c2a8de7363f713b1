// The /how-it-works page and the navigation around it in a real browser against the production server: every
// link of the site menu and the footer leads to a real page (none to the guarded placeholder), and the page
// explains the two modes, buying coins, the free ways to play (free entry by mail → the sweepstakes rules),
// the brand's running features and redeeming. Screenshots ($SCREENSHOTS/how-it-works/): es tao on a phone,
// en funrize on a desktop.
import { describe, expect, it } from 'vitest';
import { accountButton, signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };

/**
 * A new signed-in player for whom nothing opens by itself: the hourly package popup counts as shown, the cookie
 * banner is answered and the exit offer (a mouse leaving the window, a long scroll up) was seen this session.
 */
async function newPlayer(host: string, viewport: typeof PHONE, prefix: '' | '/es') {
  const { page, context, url } = await open({ host, viewport });
  await context.addCookies([
    { name: 'preset_package_popup_shown', value: '1', url: url('/') },
    { name: 'cookie_consent', value: '1|necessary~analytics', url: url('/') },
  ]);
  await page.goto(url(`${prefix}/lobby/`));
  await page.evaluate(() => sessionStorage.setItem('exitOffer.shown', '1'));
  await signUpViaApi(page);
  return { page, url };
}

describe('how it works', () => {
  it('leads from every menu and footer link to a real page, never to a placeholder', async () => {
    const { page, url } = await newPlayer('funrize.test', DESKTOP, '');
    await accountButton(page).click();
    const menu = page.getByRole('dialog').locator('nav a');
    await menu.first().waitFor(SLOW);
    const menuLinks = await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await page.keyboard.press('Escape');
    const footerLinks = await page
      .locator('footer nav a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const paths = [...new Set([...menuLinks, ...footerLinks])].filter((href) => href.startsWith('/'));
    expect(paths).toContain('/how-it-works/');
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(200);
      await page
        .locator('main h1')
        .first()
        .waitFor({ ...SLOW, state: 'attached' });
      expect(await page.locator('[data-placeholder-page]').count(), path).toBe(0);
    }
  }, 120_000);

  it.each([
    ['tao', PHONE, '/es'],
    ['funrize', DESKTOP, ''],
  ] as const)(
    'explains coins, entries, free play, features and redeeming on %s',
    async (brand, viewport, prefix) => {
      const { page, url } = await newPlayer(`${brand}.test`, viewport, prefix);
      const es = prefix === '/es';
      // From the footer, as a player finds it.
      await page
        .locator('footer')
        .getByRole('link', { name: es ? 'Cómo funciona' : 'How it works', exact: true })
        .click();
      await page.waitForURL(url(`${prefix}/how-it-works/`));
      const how = page.locator('[data-how-it-works]');
      await how.waitFor(SLOW);
      expect(await page.locator('main h1').innerText()).toBe(es ? 'Cómo funciona' : 'How it works');
      for (const section of ['modes', 'buy', 'free', 'win', 'redeem'])
        expect(await how.locator(`[data-how-section="${section}"]`).count(), section).toBe(1);
      // A new player plays with coins: that card says so.
      expect(await how.locator('[data-mode="coins"]').getAttribute('data-current')).toBe('true');
      expect(await how.locator('[data-mode="entries"]').getAttribute('data-current')).toBeNull();
      // Only features with a page, and only those the brand runs for this player now (the suite switches
      // prize drops and quests off outside their own journeys).
      const live = await page.evaluate(async () => {
        const init = (await (await fetch('/rest/app/init/')).json()) as {
          features: Array<{ key: string; isActive: boolean }>;
        };
        return init.features.filter((f) => f.isActive).map((f) => f.key);
      });
      const expected = (
        [
          ['tournaments', 'tournament'],
          ['prizeDrops', 'prizeDrops'],
          ['quests', 'quest'],
        ] as const
      ).flatMap(([card, key]) => (live.includes(key) ? [card] : []));
      expect(expected).toContain('tournaments');
      const shown = await how
        .locator('[data-how-feature]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-how-feature')));
      expect(shown).toEqual(expected);
      expect(await how.locator('[data-how-feature="tournaments"] a').getAttribute('href')).toBe(
        `${prefix}/tournaments/`,
      );
      await screenshot(page, `how-it-works/how-it-works-${brand}-${es ? 'es' : 'en'}`, { fullPage: true });

      // Free entry by mail leads to the sweepstakes rules.
      await how
        .locator('[data-how-mail]')
        .getByRole('link', { name: es ? 'Reglas del sorteo' : 'Sweepstakes rules' })
        .click();
      await page.waitForURL(url(`${prefix}/page/sweepstakes-rules`));
      await page.locator('main h1').first().waitFor(SLOW);
    },
    120_000,
  );
});
