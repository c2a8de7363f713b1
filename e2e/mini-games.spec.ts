// The mini games fed by play in a real browser against the production server: real in-house spins fill the
// funmeter, earn mini-slot spins and move the adventure map (through the activity dispatcher); the fun
// machine shows what is ready; the mini slot spins on the server's line; a map section is collected once.
// Screenshots ($SCREENSHOTS/mini-games/) in en and es, phone and desktop, for sws and tao.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { MiniGameSlotSpinResponseSchema, type FeatureSettings } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { headerBalance } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { spinFromPage } from './support/in-house.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const BRAND = 'sws';
const KEYS = ['funMeter', 'miniGameSlot', 'adventureMap'] as const;

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });

const skipPresetPackagePopup = (context: BrowserContext, url: (path: string) => string) =>
  context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);

const amount = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

describe('mini games', () => {
  // Small thresholds for this brand while the file runs, so a few real spins reach them.
  const saved = new Map<string, FeatureSettings['config']>();
  beforeAll(async () => {
    const list = (await (await ops(`/rest/ops/features/?brand=${BRAND}`)).json()) as {
      data: FeatureSettings[];
    };
    for (const key of KEYS) saved.set(key, list.data.find((f) => f.key === key)!.config);
    const changes: Record<(typeof KEYS)[number], Record<string, unknown>> = {
      funMeter: { capacity: 250 },
      miniGameSlot: { spinCost: 100 },
      adventureMap: {
        slug: 'e2e-trail',
        sections: [
          { points: 100, award: { coins: 700, entries: 0, freeSpins: null } },
          { points: 5_000, award: { coins: 2_000, entries: 0, freeSpins: null } },
          { points: 10_000, award: { coins: 0, entries: 1, freeSpins: null } },
        ],
      },
    };
    for (const key of KEYS) {
      const response = await ops(`/rest/ops/features/${BRAND}/${key}/`, {
        method: 'PUT',
        body: JSON.stringify({ config: { ...saved.get(key), ...changes[key] } }),
      });
      expect(response.status, await response.text()).toBe(200);
    }
  });
  afterAll(async () => {
    for (const key of KEYS)
      await ops(`/rest/ops/features/${BRAND}/${key}/`, {
        method: 'PUT',
        body: JSON.stringify({ config: saved.get(key) }),
      });
  });

  it('play fills the machine; the mini slot spins on the server line; a map section pays once', async () => {
    const { page, context, url } = await open({ host: `${BRAND}.test`, viewport: DESKTOP });
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/lobby/') });
    await spinFromPage(page, 'melons-quest', 3, 100);

    // The fun machine: three games; the slot has spins and the map a section to collect (after the dispatcher).
    await expect
      .poll(async () => {
        await page.goto(url('/lobby/?openModal=funmachine'));
        await page.locator('[data-game="miniGameSlot"]').waitFor(SLOW);
        return page.locator('[data-game="miniGameSlot"]').getAttribute('data-ready');
      }, SLOW)
      .toBe('true');
    expect(await page.locator('[data-game="adventureMap"]').getAttribute('data-ready')).toBe('true');
    await screenshot(page, 'mini-games/machine-sws-en-desktop');

    // The mini slot: 3 spins earned by 300 points; one spin shows the server's line and uses a spin.
    await page.locator('[data-game="miniGameSlot"]').getByRole('button').click();
    const slot = page.locator('[data-mini-slot]');
    await slot.waitFor(SLOW);
    expect(await slot.getAttribute('data-spins')).toBe('3');
    const answer = page.waitForResponse((r) => r.url().endsWith('/rest/mini-game-slot/spin/'), SLOW);
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    const spun = MiniGameSlotSpinResponseSchema.parse(await (await answer).json());
    await page.locator('[data-slot-message]').waitFor(SLOW);
    expect(await page.locator('[data-reels]').getAttribute('data-reels')).toBe(spun.reels.join(' '));
    expect(await slot.getAttribute('data-spins')).toBe('2');
    await screenshot(page, 'mini-games/slot-sws-en-desktop');

    // The adventure map: the first section is reached; collecting it pays its award once.
    const before = amount(await headerBalance(page));
    await page.goto(url('/lobby/?openModal=adventure-map'));
    const first = page.locator('[data-section="1"]');
    await first.getByRole('button', { name: 'Collect' }).click(SLOW);
    await expect.poll(() => first.getAttribute('data-claimed'), SLOW).toBe('true');
    await page.getByText('Collected 700 Coins!').waitFor(SLOW);
    await expect
      .poll(async () => amount(await headerBalance(page)), SLOW)
      .toBeGreaterThanOrEqual(before + 700);
    expect(await page.locator('[data-section="2"] button').count()).toBe(0);
    await screenshot(page, 'mini-games/map-sws-en-desktop');

    // The funmeter filled once (300 points over 250) and shows what is left and what it paid.
    await page.goto(url('/lobby/?openModal=funmeter'));
    await page.locator('[data-funmeter-points="50"]').waitFor(SLOW);
    expect(await page.locator('[data-funmeter-last]').innerText()).toMatch(/filled once/);
    await screenshot(page, 'mini-games/funmeter-sws-en-desktop');
  }, 120_000);

  it('opens every mini game by ?openModal= in Spanish on a phone (tao)', async () => {
    const { page, context, url } = await open({ host: 'tao.test', viewport: PHONE });
    await skipPresetPackagePopup(context, url);
    await signUpViaApi(page, { at: url('/es/lobby/') });
    for (const [modal, title] of [
      ['funmachine', 'Máquina de diversión'],
      ['funmeter', 'Medidor de diversión'],
      ['mini-game-slot', 'Mini tragamonedas'],
      ['adventure-map', 'Mapa de aventura'],
    ] as const) {
      await page.goto(url(`/es/lobby/?openModal=${modal}`));
      await page.getByRole('dialog', { name: title }).waitFor(SLOW);
      await page.locator('[role="dialog"] [aria-busy="true"]').waitFor({ state: 'detached', ...SLOW });
      await screenshot(page, `mini-games/${modal}-tao-es-phone`);
    }
  }, 120_000);
});
