import { describe, expect, it } from 'vitest';
import { responsiveImage, type Catalogue, type CatalogueGame } from '@casino/contracts';
import { providerChips, toProviderPage } from './lobby-data.ts';

const game = (id: number, provider: string, sort: number): CatalogueGame => ({
  id,
  slug: `game-${id}`,
  title: `Game ${id}`,
  engineId: 'jungle-quest',
  img: '',
  image: responsiveImage('games', `game-${id}`, 0.75),
  logo: '',
  providers: [provider],
  issues: ['allGames'],
  rtp: '96%',
  volatility: 'medium',
  isNew: false,
  isHot: false,
  isFavorite: false,
  sort,
});
const provider = (id: number, slug: string, name: string, gamesCount: number) => ({
  id,
  slug,
  name,
  logo: '',
  image: responsiveImage('providers', slug, 2),
  gamesCount,
});

const catalogue = {
  groupKey: 'g',
  hash: 'h',
  games: [game(1, 'copper-fox', 3), game(2, 'indigo-owl', 1), game(3, 'copper-fox', 2)],
  providers: [
    provider(1, 'copper-fox', 'Copper Fox Gaming', 2),
    provider(2, 'indigo-owl', 'Indigo Owl', 1),
    // Every game of this studio is restricted for the player.
    provider(3, 'juniper-bay', 'Juniper Bay Games', 0),
  ],
  issues: [],
  issueGamesIds: { allGames: [1, 2, 3] },
  providerGamesIds: { 'copper-fox': [1, 3], 'indigo-owl': [2], 'juniper-bay': [] },
  menu: [],
  schemeSections: [],
} satisfies Catalogue;

describe('studio pages', () => {
  it('lists a studio’s games in the catalogue’s order, named by the studio', () => {
    const page = toProviderPage(catalogue, 'copper-fox')!;
    expect(page.title).toBe('Copper Fox Gaming');
    expect(page.games.map((g) => [g.id, g.provider])).toEqual([
      [3, 'Copper Fox Gaming'],
      [1, 'Copper Fox Gaming'],
    ]);
  });

  it('gives a known studio with no open games an empty page, and an unknown one none', () => {
    expect(toProviderPage(catalogue, 'juniper-bay')).toEqual({
      key: 'juniper-bay',
      title: 'Juniper Bay Games',
      games: [],
    });
    expect(toProviderPage(catalogue, 'no-such-studio')).toBeNull();
  });

  it('offers chips only to studios with games', () => {
    expect(providerChips(catalogue)).toEqual([
      { key: 'copper-fox', title: 'Copper Fox Gaming' },
      { key: 'indigo-owl', title: 'Indigo Owl' },
    ]);
  });
});
