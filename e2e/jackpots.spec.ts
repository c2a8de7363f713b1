// Progressive jackpots in a real browser (issue #31, docs/jackpots.md): a watcher on the lobby sees the Mini
// pot grow as another player spins a jackpot game; a forced drop (the tier recommitted just above its pot, test
// control) pays the next spin, and both connected pages get the winner toast. The watcher also opens the jackpots
// games modal. The drop is then public with its
// drop point and salt, which hash to the commitment published before the spin.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ForceJackpotDropReplySchema, JackpotsReplySchema } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { setupBrowser } from './support/browser.ts';
import { connected, gotoConnected } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const BRAND = 'funrize'; // the server's default brand (no brand host)

const jackpots = async () =>
  JackpotsReplySchema.parse(await (await fetch(`${baseUrl()}/rest/jackpots/`)).json());

/** A signed-up player on the lobby, its realtime socket connected (pushes before that would be missed). */
async function playerOn(path: string) {
  const { page, context, url } = await open({ reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
  const socket = connected(page);
  await signUpViaApi(page, { at: url(path) });
  await socket;
  return { page, url };
}

const miniCoins = async (page: Page) =>
  Number((await page.locator('[data-jackpot="mini"] [data-jackpot-amount]').innerText()).replace(/\D/g, ''));

async function spin(page: Page) {
  const game = page.frameLocator('[data-modal="game"] iframe');
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await expect.poll(() => button.isEnabled(), SLOW).toBe(true);
  await button.click(SLOW);
  await expect.poll(() => button.isEnabled(), SLOW).toBe(true);
}

describe('progressive jackpots', () => {
  it('grows on every page as a jackpot game is played, and a drop is paid once and seen by everyone', async () => {
    const { games } = await jackpots();
    const { page: watcher } = await playerOn('/lobby/');
    await watcher.locator('[data-jackpot="mini"]').scrollIntoViewIfNeeded();
    const start = await miniCoins(watcher);

    // The spec's jackpots games modal: the tiers with their commitments, and the games that feed them.
    await watcher.getByRole('button', { name: 'Jackpot games' }).click();
    const modal = watcher.getByRole('dialog', { name: 'Jackpot games' });
    await modal.getByRole('link', { name: games[0]!.title }).waitFor(SLOW);
    await watcher.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached', ...SLOW });

    // Signed up on the lobby (its email prompt dismissed there), then the game opened over it.
    const { page: player, url } = await playerOn('/lobby/');
    await gotoConnected(player, url(`/lobby/?game=${games[0]!.slug}`));
    // 400 a spin: the Mini's 0.5 % share is 2 whole coins (20 → 40 → 100 → 200 → 400).
    const game = player.frameLocator('[data-modal="game"] iframe');
    for (let i = 0; i < 4; i++) await game.getByRole('button', { name: 'Raise the bet' }).click(SLOW);
    await spin(player);
    await expect.poll(() => miniCoins(watcher), SLOW).toBeGreaterThan(start);

    const forced = await fetch(`${baseUrl()}/rest/ops/jackpots/force-drop/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
      body: JSON.stringify({ brand: BRAND, currency: 'COIN', key: 'mini', above: 1 }),
    });
    expect(forced.status, await forced.clone().text()).toBe(200);
    const { tier } = ForceJackpotDropReplySchema.parse(await forced.json());
    await spin(player);

    for (const page of [watcher, player]) {
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Mini jackpot won' });
      await toast.waitFor(SLOW);
    }
    // The open lobby's winners feed lists the drop as it happens (docs/winners-feed.md).
    await watcher
      .locator('section[aria-labelledby="lobby-winners"] li[data-kind="jackpot"]')
      .first()
      .waitFor({ state: 'attached', ...SLOW });
    const { drops, tiers } = await jackpots();
    const drop = drops.filter((d) => d.tierId === tier.id && d.generation === tier.generation);
    expect(drop).toHaveLength(1);
    expect(createHash('sha256').update(`${drop[0]!.dropPoint}:${drop[0]!.salt}`).digest('hex')).toBe(
      tier.commitment,
    );
    // Reseeded: the watcher's Mini falls back to the seed with the next ticker.
    const reseeded = tiers.find((x) => x.id === tier.id)!;
    expect(reseeded.generation).toBe(tier.generation + 1);
    await expect.poll(() => miniCoins(watcher), SLOW).toBeLessThan(drop[0]!.amount);
  }, 240_000); // two sign-ups, a game and four pushes: slow on a busy machine
});
