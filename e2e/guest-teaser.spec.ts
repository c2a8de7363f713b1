// A guest who opens Promotions or Tournaments meets what runs and the sign-up, not a "Welcome back" sign-in
// wall (issue #33 item 3); the home page shows the home payload's info plate, promotions and packages, the
// server's (item 11).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HomePageSchema, type HomePage } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { setupBrowser } from './support/browser.ts';
import { messages } from '../apps/web/app/i18n/messages.ts';
import { createTranslator } from '../apps/web/app/i18n/translator.ts';
import { amountTexts } from '../apps/web/app/lib/format/amount-texts.ts';

const es = createTranslator('es', messages.es);

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };
/** The cards the site draws: every type the payload lists but an invited friend's (that card is theirs alone). */
const shown = (home: HomePage) =>
  home.promotions.map((p) => p.type).filter((type) => type !== 'inviteQualification');

async function homePayload(page: Page, url: string): Promise<HomePage> {
  const response = await page.request.get(url);
  return HomePageSchema.parse(await response.json());
}

describe('promotions and races for a guest', { timeout: 150_000 }, () => {
  it('shows a guest what runs, with the sign-up, from the header links Promotions and Tournaments', async () => {
    const { page, url } = await open();
    const home = await homePayload(page, url('/rest/page/home/'));
    await page.goto(url('/'));
    await page.getByRole('navigation').getByRole('link', { name: 'Promotions', exact: true }).first().click();
    await page.waitForURL(/\/whats-on\/\?show=promotions&redirectTo=%2Fpromotions/, SLOW);
    await page.getByRole('heading', { name: 'Promotions running now' }).waitFor(SLOW);
    expect(await page.getByText('Welcome back').count()).toBe(0);
    const cards = page.locator('[data-home-promotions] [data-type]');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual(
      shown(home),
    );
    expect(home.promotions.length).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign up & join' }).count()).toBe(1);

    // Tournaments: the running races by name, with their prize pools (none made up).
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Tournaments', exact: true })
      .first()
      .click();
    await page.waitForURL(/\/whats-on\/\?show=tournaments/, SLOW);
    await page.getByRole('heading', { name: 'Races running now' }).waitFor(SLOW);
    const races = home.promotions.filter((p) => p.type === 'tournament');
    for (const race of races) await page.getByText(race.title!.en, { exact: true }).first().waitFor(SLOW);
    expect(await page.locator('[data-home-promotions] [data-type]').count()).toBe(races.length);
    if (!races.length) await page.locator('[data-whats-on-empty]').waitFor(SLOW);

    // The sign-up from the teaser: the new player is let through to the page they asked for.
    await signUpViaApi(page, { at: url('/promotions/') });
    await page.locator('[data-promotions-page]').waitFor(SLOW);
  });

  it('shows the home payload’s info plate, promotions and packages on the home page, in Spanish too', async () => {
    const { page, url } = await open({ locale: 'es-ES' });
    const home = await homePayload(page, url('/rest/page/home/'));
    await page.goto(url('/es/'));
    const plate = page.locator('[data-info-plate]');
    await plate.waitFor(SLOW);
    expect(await plate.innerText()).toContain(home.infoPlate!.text.es);
    const types = await page
      .locator('[data-home-promotions] [data-type]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
    expect(types).toEqual(shown(home));
    expect(home.packages.length).toBeGreaterThan(0);
    const packages = page.locator('[data-home-packages] [data-package]');
    expect(await packages.count()).toBe(home.packages.length);
    const first = home.packages[0]!;
    // The page's one amount formatter: Spanish digits and the plural the number takes.
    expect(await packages.first().innerText()).toContain(amountTexts(es.t, 'es').coins(first.coins));
  });
});
