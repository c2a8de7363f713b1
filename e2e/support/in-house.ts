import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CatalogueSchema } from '@casino/contracts';
import { E2E_OPS_TOKEN } from './server.ts';
import { suiteServer } from './suite-server.ts';

/** The slug of the catalogue's first game on an engine. */
export async function slugOf(engineId: string): Promise<string> {
  const catalogue = CatalogueSchema.parse(
    await (await fetch(`${suiteServer().baseUrl}/api/rest/games`)).json(),
  );
  return catalogue.games.find((game) => game.engineId === engineId)!.slug;
}

/** The test control (CLOCK_CONTROL=1 only): this player's in-house rounds come from `seed`. */
export async function seedRounds(email: string, seed: number): Promise<void> {
  const response = await fetch(`${suiteServer().baseUrl}/rest/ops/in-house/seed/`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, seed }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A round played from the page: the spin's status and its answer's text. */
export interface PageRound {
  status: number;
  body: string;
}

/**
 * `rounds` paid rounds of in-house game `slug` from the signed-in player's page (its cookies and CSRF header),
 * through the play and spin API as the game frame plays them, at `bet` or else the game's lowest bet.
 */
export function playFromPage(page: Page, slug: string, rounds = 1, bet?: number): Promise<PageRound[]> {
  return page.evaluate(
    async ({ slug, rounds, bet }) => {
      const csrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrf_token='))
          ?.split('=')[1] ?? '',
      );
      const play = (await (await fetch(`/rest/game/${slug}/play/`)).json()) as { url: string };
      const token = new URL(play.url, location.origin).searchParams.get('session')!;
      const base = `/rest/in-house/session/${encodeURIComponent(token)}/`;
      const stake =
        bet ?? ((await (await fetch(base)).json()) as { game: { betLevels: number[] } }).game.betLevels[0]!;
      const played = [];
      for (let i = 0; i < rounds; i++) {
        const response = await fetch(`${base}spin/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ bet: stake }),
        });
        played.push({ status: response.status, body: await response.text() });
      }
      return played;
    },
    { slug, rounds, bet },
  );
}

/** As playFromPage, for a journey that needs every round paid: throws on the first refused one. */
export async function spinFromPage(page: Page, slug: string, rounds = 1, bet?: number): Promise<PageRound[]> {
  const played = await playFromPage(page, slug, rounds, bet);
  const refused = played.findIndex((round) => round.status !== 200);
  if (refused >= 0) throw new Error(`spin ${refused}: ${played[refused]!.status} ${played[refused]!.body}`);
  return played;
}
