/** What the tournament journeys (the race itself, the live-operations schedule) ask the site as a player. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CatalogueSchema, TournamentResponseSchema } from '@casino/contracts';
import { E2E_OPS_TOKEN } from './server.ts';

const SLOW = { timeout: 30_000 };

/**
 * A Triple Sevens game of the seeded catalogue (quick rounds; wins on about 43% of spins), `fromEnd` from the
 * end of the list: journeys pick different ones, so their races do not share a game.
 */
export async function tripleSevensSlug(baseUrl: string, fromEnd = 1): Promise<string> {
  const catalogue = CatalogueSchema.parse(await (await fetch(`${baseUrl}/api/rest/games`)).json());
  return catalogue.games.filter((game) => game.engineId === 'triple-sevens').at(-fromEnd)!.slug;
}

/** Tournament `id` as the signed-in player sees it. */
export const standing = async (page: Page, id: number) =>
  TournamentResponseSchema.parse(
    await page.evaluate(async (path) => (await fetch(path)).json(), `/rest/tournaments/${id}/`),
  );

/** The signed-in player's Coins balance (`tourPoints` in app init). */
export const coins = (page: Page) =>
  page.evaluate(
    async () =>
      (
        (await (await fetch('/rest/app/init/')).json()) as {
          playerInfo: { playerBalance: { tourPoints: number } };
        }
      ).playerInfo.playerBalance.tourPoints,
  );

/** Spins the game in the open game modal until the player has points (bounded). */
export async function spinUntilScored(page: Page, id: number) {
  const game = page.frameLocator('[data-modal="game"] iframe');
  const spin = game.getByRole('button', { name: /^(Spin|Girar)$/ });
  await spin.waitFor(SLOW);
  for (let i = 0; i < 40; i++) {
    await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
    // The round's answer: its points are counted by then.
    const round = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/spin/'),
      SLOW,
    );
    await spin.click();
    await round;
    if ((await standing(page, id)).playerData!.points > 0) return;
  }
  await expect.poll(async () => (await standing(page, id)).playerData!.points, SLOW).toBeGreaterThan(0);
}

/** The operator's new race on tao: running from a minute ago for half an hour, on one game. */
export async function createTournament(
  baseUrl: string,
  race: { slug: string; title: { en: string; es: string }; prizes: { coins: number; entries: number }[] },
): Promise<number> {
  const now = Date.now();
  const response = await fetch(`${baseUrl}/rest/ops/tournaments/`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      brand: 'tao',
      title: race.title,
      games: [race.slug],
      mode: 'COIN',
      scoring: { rule: 'winMultiplier', factor: 100 },
      prizes: race.prizes,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 30 * 60_000).toISOString(),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
