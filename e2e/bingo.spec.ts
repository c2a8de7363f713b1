// Bingo in a real browser against the production server: a player spins until 10 balls are in (the
// server counts qualifying rounds), opens app-bingo and plays a card: the server draws it, the modal shows
// the card, its lines and the prize, and the header balance rises by it. Bingo is off for the rest of the
// suite (global-setup); this file switches sws's on with a ball per spin. Screenshots in $SCREENSHOTS/bingo/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BingoAccrueRewardResponseSchema,
  CatalogueSchema,
  type BrandKey,
  type FeatureSettings,
} from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { headerBalance } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });
const setBingo = async (brand: BrandKey, body: object) => {
  const response = await ops(`/rest/ops/features/${brand}/bingo/`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};
const amount = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

describe('bingo', () => {
  let saved: FeatureSettings[] = [];
  beforeAll(async () => {
    const list = (await (await ops('/rest/ops/features/')).json()) as { data: FeatureSettings[] };
    saved = list.data.filter((f) => f.key === 'bingo' && (f.brand === 'sws' || f.brand === 'funrize'));
    for (const f of saved)
      await setBingo(f.brand as BrandKey, {
        enabled: true,
        config: { ...f.config, roundsPerBall: 1, minBet: 5 },
      });
  });
  afterAll(async () => {
    for (const f of saved) await setBingo(f.brand as BrandKey, { enabled: f.enabled, config: f.config });
  });

  it('plays a card at 10 balls: the server’s card, lines and prize, and the balance rises', async () => {
    const catalogue = CatalogueSchema.parse(await (await fetch(`${baseUrl()}/api/rest/games`)).json());
    const slug = catalogue.games.find((game) => game.engineId === 'triple-sevens')!.slug;
    const { page, context, url } = await open({ host: 'sws.test', viewport: DESKTOP });
    await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    await signUpViaApi(page, { at: url('/lobby/') });

    // Too few balls: the modal says how many are missing and the card cannot be played.
    await page.goto(url('/lobby/?openModal=app-bingo'));
    let dialog = page.getByRole('dialog', { name: 'Bingo' });
    await dialog.locator('[data-bingo]').waitFor(SLOW);
    expect(await dialog.locator('[data-bingo-play]').isDisabled()).toBe(true);
    expect(await dialog.locator('[data-bingo-play]').innerText()).toBe('Collect 10 more balls');

    await page.goto(url(`/lobby/?game=${slug}`));
    const game = page.frameLocator('[data-modal="game"] iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    for (let i = 0; i < 10; i++) {
      await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
      await spin.click(SLOW);
    }
    await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);

    await page.goto(url('/lobby/?openModal=app-bingo'));
    dialog = page.getByRole('dialog', { name: 'Bingo' });
    await expect.poll(() => dialog.locator('[data-bingo]').getAttribute('data-balls'), SLOW).toBe('10');
    await screenshot(page, 'bingo/ready-sws-desktop-en');
    const before = amount(await headerBalance(page));
    const answer = page.waitForResponse((r) => r.url().endsWith('/rest/bingo/bingo-accrue-reward/'), SLOW);
    await dialog.locator('[data-bingo-play]').click();
    const played = BingoAccrueRewardResponseSchema.parse(await (await answer).json());
    const card = dialog.locator('[data-bingo-card]');
    await card.waitFor(SLOW);
    expect(await card.getAttribute('data-bingo-lines')).toBe(String(played.card.lines));
    expect(await card.locator('[data-hit]').count()).toBe(played.card.hits.filter(Boolean).length);
    expect(await card.locator('[data-prize-won]').innerText()).toContain(
      `${played.prizes[0]!.coins.toLocaleString('en-US')} Coins`,
    );
    await expect
      .poll(async () => amount(await headerBalance(page)), SLOW)
      .toBe(before + played.prizes[0]!.coins);
    expect(await dialog.locator('[data-bingo]').getAttribute('data-balls')).toBe('0');
    await screenshot(page, 'bingo/card-sws-desktop-en');
  }, 120_000); // ten spins and their animations: slow on a busy machine

  it('opens with ?openModal=app-bingo in Spanish on a phone', async () => {
    const { page, context, url } = await open({ viewport: PHONE });
    await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    await signUpViaApi(page, { at: url('/es/lobby/') });
    await page.goto(url('/es/lobby/?openModal=app-bingo'));
    const dialog = page.getByRole('dialog', { name: 'Bingo' });
    await dialog.locator('[data-bingo]').waitFor(SLOW);
    expect(await dialog.locator('[data-bingo-play]').innerText()).toBe('Reúne 10 bolas más');
    await screenshot(page, 'bingo/empty-funrize-phone-es');
  });
});
