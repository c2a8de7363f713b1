// The daily wheel and the daily chests in a real browser against the production server: the wheel lands
// on the sector the server drew, the header balance follows the pay-out, a chest opens on the server's
// prize, closed chests say why. Screenshots ($SCREENSHOTS/daily-wheel/) in en and es, phone and desktop,
// for tao and nlc.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DAILY_CHESTS_OPEN_PATH,
  DAILY_WHEEL_SPIN_PATH,
  DailyChestsOpenResponseSchema,
  DailyWheelSpinResponseSchema,
  type FeatureSettings,
} from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import {
  BRANDS_LOCALES_DEVICES,
  DESKTOP,
  looks,
  setupBrowser,
  screenshot,
  type PHONE,
} from './support/browser.ts';
import { headerBalance } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };

/** The preset-package popup would open by itself for a new player; these journeys are about other things. */
const skipPresetPackagePopup = (context: BrowserContext, url: (path: string) => string) =>
  context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);

const amount = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

/** A new signed-in player on a brand host (or the default host with `?brand=`). */
async function newPlayer(
  options: { host?: string; viewport?: typeof PHONE; query?: string; prefix?: '' | '/es' } = {},
) {
  const { page, context, url } = await open({
    ...(options.host ? { host: options.host } : {}),
    viewport: options.viewport ?? DESKTOP,
  });
  await skipPresetPackagePopup(context, url);
  // The language of the first page is remembered (a cookie), so a Spanish player starts on /es/.
  await page.goto(url(`${options.prefix ?? ''}/lobby/${options.query ?? ''}`));
  await signUpViaApi(page);
  return { page, url };
}

/** The sector under the wheel's pointer, found by what the browser draws there (not by our own maths). */
const sectorUnderPointer = (page: Page) =>
  page.evaluate(() => {
    const rotor = document.querySelector<SVGGElement>('[data-wheel-rotor]')!;
    const svg = rotor.ownerSVGElement!;
    const point = svg.createSVGPoint();
    point.x = 0;
    point.y = -78; // just below the pointer's tip, inside the sectors' ring
    const screen = point.matrixTransform(svg.getScreenCTM()!);
    return document
      .elementFromPoint(screen.x, screen.y)
      ?.closest('[data-sector]')
      ?.getAttribute('data-sector');
  });

async function spinFromQuery(page: Page, url: (path: string) => string, path: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith(DAILY_WHEEL_SPIN_PATH), SLOW);
  await page.goto(url(path));
  const response = await answer;
  expect(response.status()).toBe(200);
  const spin = DailyWheelSpinResponseSchema.parse(await response.json());
  const wheel = page.locator('[data-daily-wheel]');
  // The day's first spin starts by itself, eases out for a few seconds, then shows the prize.
  await page.locator('[data-daily-wheel="won"]').waitFor(SLOW);
  await wheel.locator('[data-wheel-rotor]').scrollIntoViewIfNeeded();
  return spin;
}

async function openChest(page: Page, chest: number) {
  const answer = page.waitForResponse((r) => r.url().endsWith(DAILY_CHESTS_OPEN_PATH), SLOW);
  await page.locator(`[data-chest="${chest}"]`).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const opened = DailyChestsOpenResponseSchema.parse(await response.json());
  await page.locator('[data-prize-won]').waitFor(SLOW);
  return opened;
}

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });

describe('daily wheel and chests', () => {
  // stormrush's wheel pays coins only while this file runs, so the header (coins) must rise on every spin.
  let stormrushWheel: FeatureSettings['config'];
  beforeAll(async () => {
    const list = (await (await ops('/rest/ops/features/?brand=stormrush')).json()) as {
      data: FeatureSettings[];
    };
    stormrushWheel = list.data.find((f) => f.key === 'dailyWheel')!.config;
    const coinsOnly = [100, 250, 500, 750, 1_000, 1_500, 2_000, 5_000].map((coins, i) => ({
      weight: 8 - i,
      prize: { coins, entries: 0, freeSpins: null },
    }));
    const response = await ops('/rest/ops/features/stormrush/dailyWheel/', {
      method: 'PUT',
      body: JSON.stringify({ config: { ...stormrushWheel, sectors: coinsOnly } }),
    });
    expect(response.status).toBe(200);
  });
  afterAll(async () => {
    await ops('/rest/ops/features/stormrush/dailyWheel/', {
      method: 'PUT',
      body: JSON.stringify({ config: stormrushWheel }),
    });
  });

  it('spins by itself, lands on the sector the server drew, and the header balance rises by its prize', async () => {
    const { page, url } = await newPlayer({ host: 'stormrush.test' });
    const before = amount(await headerBalance(page));
    const spin = await spinFromQuery(page, url, '/lobby/?openModal=daily-wheel');
    expect(new URL(page.url()).search).toBe('');

    expect(await page.locator('[data-wheel-rotor]').getAttribute('data-landed-sector')).toBe(
      String(spin.sectorIndex),
    );
    expect(await sectorUnderPointer(page)).toBe(String(spin.sectorIndex));
    expect(spin.prize.coins).toBeGreaterThan(0);
    await expect.poll(async () => amount(await headerBalance(page)), SLOW).toBe(before + spin.prize.coins);
    const dialog = page.getByRole('dialog', { name: 'Daily wheel' });
    expect(await dialog.locator('[data-prize-won]').innerText()).toContain(
      `${spin.prize.coins.toLocaleString('en-US')} Coins`,
    );
    // Spun for today: the button gives way to the countdown to the next period.
    await dialog.locator('[data-next-at]').waitFor(SLOW);
    expect(await dialog.locator('[data-spin]').count()).toBe(0);
    expect(await dialog.locator('[data-streak]').getAttribute('data-streak')).toBe('1');
  });

  it('opens the chest the player picks on the server’s prize, once a day', async () => {
    const { page, url } = await newPlayer({ host: 'tao.test' });
    await page.goto(url('/lobby/?openModal=daily-chests'));
    const dialog = page.getByRole('dialog', { name: 'Daily chests' });
    await dialog.locator('[data-chest="2"]').waitFor(SLOW);
    expect(await dialog.locator('[data-chest]').count()).toBe(3);
    const opened = await openChest(page, 2);
    expect(opened.chest).toBe(2);
    expect(await dialog.locator('[data-chest="2"]').getAttribute('data-chest-state')).toBe('open');
    expect(await dialog.locator('[data-chest="0"]').getAttribute('data-chest-state')).toBe('rest');
    await dialog.locator('[data-next-at]').waitFor(SLOW);
    expect(await dialog.locator('[data-chest="1"]').isDisabled()).toBe(true);
  });

  it('explains chests closed until the phone is confirmed, and leads to the phone check', async () => {
    const { page, url } = await newPlayer({ query: '?brand=scarletSands' });
    await page.goto(url('/lobby/?openModal=daily-chests'));
    const refusal = page.locator('[data-refusal="phone"]');
    await refusal.waitFor(SLOW);
    expect(await refusal.innerText()).toContain('Confirm your phone number');
    expect(await page.locator('[data-chest="0"]').isDisabled()).toBe(true);
    await refusal.getByRole('button').click();
    await page.locator('[data-phone-confirm]').waitFor(SLOW);
  });

  describe('looks right', () => {
    for (const {
      host,
      locale,
      device: [device, viewport],
    } of looks(BRANDS_LOCALES_DEVICES))
      it(`${host} ${locale} ${device}`, async () => {
        const prefix = locale === 'es' ? '/es' : '';
        const { page, url } = await newPlayer({ host, viewport, prefix });
        const spin = await spinFromQuery(page, url, `${prefix}/lobby/?openModal=daily-wheel`);
        expect(await sectorUnderPointer(page)).toBe(String(spin.sectorIndex));
        const name = `${host.split('.')[0]}-${locale}-${device}`;
        await screenshot(page, `daily-wheel/${name}-wheel`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.goto(url(`${prefix}/lobby/?openModal=daily-chests`));
        await page.locator('[data-chest="1"]').waitFor(SLOW);
        await screenshot(page, `daily-wheel/${name}-chests`);
        await openChest(page, 1);
        await page.locator('[data-next-at]').waitFor(SLOW);
        await screenshot(page, `daily-wheel/${name}-chest-open`);
        // A sign-up, a spin of a few seconds and a chest: more than the default minute on a loaded machine.
      }, 180_000);
  });
});
