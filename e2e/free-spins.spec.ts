import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CatalogueSchema, InHouseSpinSchema, type InHouseSpin } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { headerBalance } from './support/page-api.ts';
import { setupBrowser } from './support/browser.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };
/** Triple Sevens wins on about 43% of spins: 12 free spins all lose about once in 850 runs. */
const SPINS = 12;
const BET_LEVEL = 5;

/** A Triple Sevens game of the seeded catalogue (the quickest rounds to replay: no features). */
async function tripleSevensSlug(): Promise<string> {
  const catalogue = CatalogueSchema.parse(await (await fetch(`${baseUrl()}/api/rest/games`)).json());
  return catalogue.games.find((game) => game.engineId === 'triple-sevens')!.slug;
}

/** The operator grants free spins, as `npm run ops -- free-spins:grant` does against a running server. */
async function grantFreeSpins(body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/rest/ops/free-spins/`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: randomUUID(), ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('free spins', () => {
  it('free spins play in their game without a bet: opened from the promotions card, wins arrive, then paid play returns', async () => {
    const { page, context, url } = await open();
    // The bonus-offer popup would open by itself for a new player; this journey is about free spins.
    await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    const { email } = await signUpViaApi(page, { at: url('/') });
    const slug = await tripleSevensSlug();
    await grantFreeSpins({
      playerEmail: email,
      gameId: slug,
      count: SPINS,
      betLevel: BET_LEVEL,
      lifetimeSeconds: 3600,
    });

    // The promotions page lists the grant; Play opens the game.
    await page.goto(url('/promotions'));
    const card = page.locator('[data-promotion="playerFreeSpin"]');
    await card.waitFor(SLOW);
    expect(await card.innerText()).toContain(`${SPINS} free spins left`);
    await card.getByRole('link', { name: 'Play' }).click();
    await page.waitForURL((u) => u.searchParams.get('game') === slug, SLOW);

    const game = page.frameLocator('[data-modal="game"] iframe');
    const spin = game.getByRole('button', { name: 'Free spin', exact: true });
    await spin.waitFor(SLOW);
    const ribbon = game.getByTestId('free-spins');
    expect(await ribbon.innerText()).toMatch(new RegExp(`Free spins: ${SPINS} left`, 'i'));
    // The bet is the grant's and cannot be changed while free spins last.
    expect(await game.getByTestId('bet').innerText()).toBe(String(BET_LEVEL));
    expect(await game.getByRole('button', { name: 'Raise the bet' }).isDisabled()).toBe(true);
    const balance = game.getByTestId('balance');
    const start = amount(await balance.innerText());
    expect(start).toBe(10_000);

    // What the server answered for each free spin: the frame only replays it.
    const rounds: InHouseSpin[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/spin/') && response.ok())
        rounds.push(InHouseSpinSchema.parse(await response.json()));
    });
    for (let i = 1; i <= SPINS; i++) {
      await spin.click(SLOW);
      await expect.poll(() => rounds.length, SLOW).toBe(i);
      // Never debited: the balance only grows by what the rounds won.
      const won = rounds.reduce((sum, round) => sum + round.outcome.totalWin, 0);
      await expect.poll(async () => amount(await balance.innerText()), SLOW).toBe(start + won);
      if (i < SPINS)
        await expect
          .poll(() => ribbon.innerText(), SLOW)
          .toMatch(new RegExp(`Free spins: ${SPINS - i} left`, 'i'));
    }
    const won = rounds.reduce((sum, round) => sum + round.outcome.totalWin, 0);
    expect(won).toBeGreaterThan(0);
    expect(rounds.every((round) => round.outcome.bet === BET_LEVEL)).toBe(true);

    // They ran out: paid play is back, the header heard the wins, and the card is gone.
    const paid = game.getByRole('button', { name: 'Spin', exact: true });
    await paid.waitFor(SLOW);
    expect(await ribbon.count()).toBe(0);
    expect(await game.getByRole('status').last().innerText()).toContain('Your free spins are over');
    expect(await game.getByRole('button', { name: 'Raise the bet' }).isDisabled()).toBe(false);
    await expect.poll(() => headerBalance(page), SLOW).toBe(`${(start + won).toLocaleString('en-US')} Coins`);
    await page.keyboard.press('Escape');
    await page.goto(url('/promotions'));
    await page.locator('[data-promotions-page]').waitFor(SLOW);
    expect(await page.locator('[data-promotion="playerFreeSpin"]').count()).toBe(0);
  });
});
