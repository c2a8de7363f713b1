import { expect } from 'vitest';
import { CatalogueSchema } from '@casino/contracts';
import { E2E_OPS_TOKEN } from './server.ts';

/** A Triple Sevens game of the seeded catalogue (quick rounds; wins on about 43% of spins). */
export async function tripleSevensSlug(baseUrl: string): Promise<string> {
  const catalogue = CatalogueSchema.parse(await (await fetch(`${baseUrl}/api/rest/games`)).json());
  return catalogue.games.filter((game) => game.engineId === 'triple-sevens').at(-1)!.slug;
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
