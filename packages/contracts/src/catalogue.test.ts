import { describe, expect, it } from 'vitest';
import {
  checkGamesData,
  gamesById,
  parseCatalogue,
  responsiveImage,
  withFavorites,
  type CatalogueGame,
} from './catalogue.ts';

const game = (id: number): CatalogueGame => ({
  id,
  slug: `game-${id}`,
  title: `Game ${id}`,
  engineId: 'triple-sevens',
  img: `/img/games/game-${id}/576w@1x.webp`,
  image: responsiveImage('games', `game-${id}`, 0.75),
  logo: '/img/providers/p/576w@1x.webp',
  providers: ['p'],
  issues: ['allGames'],
  rtp: '96.0%',
  volatility: 'low',
  isNew: false,
  isHot: false,
  isFavorite: false,
  sort: id,
});

const valid = () => ({
  groupKey: 'g',
  hash: 'h',
  games: [game(1)],
  providers: [
    { id: 1, slug: 'p', name: 'P', logo: 'x', image: responsiveImage('providers', 'p', 2), gamesCount: 1 },
  ],
  issues: [],
  issueGamesIds: { allGames: [1] },
  providerGamesIds: { p: [1] },
  menu: [],
  schemeSections: [],
});

describe('checkGamesData (spec §5)', () => {
  it('accepts valid data', () => {
    expect(checkGamesData(valid())).toEqual({ ok: true });
    expect(parseCatalogue(valid()).ok).toBe(true);
  });
  it('rejects empty providers, empty games, a non-array menu and empty issueGamesIds', () => {
    expect(checkGamesData({ ...valid(), providers: [] })).toMatchObject({ ok: false, reason: /providers/ });
    expect(checkGamesData({ ...valid(), games: [] })).toMatchObject({ ok: false, reason: /games/ });
    expect(checkGamesData({ ...valid(), menu: {} })).toMatchObject({ ok: false, reason: /menu/ });
    expect(checkGamesData({ ...valid(), issueGamesIds: {} })).toMatchObject({
      ok: false,
      reason: /issueGamesIds/,
    });
    expect(checkGamesData(null).ok).toBe(false);
  });
  it('wants games keyed by id when cached', () => {
    expect(checkGamesData(valid(), { cached: true }).ok).toBe(false);
    expect(checkGamesData({ ...valid(), games: gamesById([game(1)]) }, { cached: true }).ok).toBe(true);
    expect(checkGamesData({ ...valid(), games: {} }, { cached: true }).ok).toBe(false);
  });
});

describe('responsiveImage', () => {
  it('lists every breakpoint in the srcset', () => {
    const img = responsiveImage('games', 'lucky', 0.75);
    expect(img.src).toBe('/img/games/lucky/576w@1x.webp');
    expect(img.srcset.split(', ')).toHaveLength(7);
    expect(img.srcset).toContain('/img/games/lucky/1536w@1x.webp 1536w');
  });
});

it('withFavorites overlays the player favourites', () => {
  const [a, b] = withFavorites([game(1), game(2)], [2]);
  expect(a?.isFavorite).toBe(false);
  expect(b?.isFavorite).toBe(true);
});
