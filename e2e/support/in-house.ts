import { expect, inject } from 'vitest';
import { CatalogueSchema } from '@casino/contracts';
import { E2E_OPS_TOKEN } from './server.ts';

/** The slug of the catalogue's first game on an engine. */
export async function slugOf(engineId: string): Promise<string> {
  const catalogue = CatalogueSchema.parse(await (await fetch(`${inject('baseUrl')}/api/rest/games`)).json());
  return catalogue.games.find((game) => game.engineId === engineId)!.slug;
}

/** The test control (CLOCK_CONTROL=1 only): this player's in-house rounds come from `seed`. */
export async function seedRounds(email: string, seed: number): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}/rest/ops/in-house/seed/`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, seed }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
