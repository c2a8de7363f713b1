import { describe, expect, it } from 'vitest';
import {
  IMAGE_DENSITIES,
  IMAGE_WIDTHS,
  responsiveImage,
  type CatalogueGame,
  type HomePage,
  type IssueGames,
} from '@casino/contracts';
import { catalogueGame as game } from './testing/catalogue-game.ts';
import { FIRST_COLUMNS, firstTiles, lobbySrcSet, toLobbyData, toLobbyImage } from './lobby-data.ts';
import { toColumns } from './game-slider.tsx';

const text = (en: string, es = `${en} (es)`) => ({ en, es });
const issue = (key: IssueGames['key'], games: CatalogueGame[], rows = 2): IssueGames => ({
  key,
  title: text(key),
  rows,
  games,
  gamesCount: games.length,
});

function home(over: Partial<HomePage> = {}): HomePage {
  const empty = (key: IssueGames['key']) => issue(key, []);
  return {
    seo: { title: text('t'), description: text('d'), h1: text('h') },
    jackpots: [],
    banners: [],
    questData: null,
    collections: [],
    infoPlate: null,
    promotions: [],
    gameOfWeek: null,
    promoBanners: [],
    schemeSections: [],
    schemaBanners: [],
    lastWinners: [],
    packages: [],
    jackpot: empty('jackpot'),
    holdNLink: empty('holdNLink'),
    popularGames: empty('popularGames'),
    hotGames: empty('hotGames'),
    newGames: empty('newGames'),
    fishing: empty('fishing'),
    featuredGames: empty('featuredGames'),
    bonusBuyGames: empty('bonusBuyGames'),
    missedItGames: empty('missedItGames'),
    recommend: empty('recommend'),
    intoTheWild: empty('intoTheWild'),
    ...over,
  };
}

describe('lobby images', () => {
  it('offers every breakpoint at densities 1 and 2, widths ascending and unique', () => {
    const image = toLobbyImage(responsiveImage('games', 'x', 0.75));
    const entries = lobbySrcSet(image.base, Infinity)
      .split(', ')
      .map((part) => part.split(' '));
    const widths = entries.map(([, w]) => Number(w?.replace('w', '')));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);
    for (const density of IMAGE_DENSITIES)
      for (const width of IMAGE_WIDTHS) expect(widths).toContain(width * density);
    // 1536 = 1536@1x, not 768@2x: the 1x file wins a tie.
    expect(entries.find(([, w]) => w === '1536w')?.[0]).toBe('/img/games/x/1536w@1x.webp');
    expect(entries.find(([, w]) => w === '640w')?.[0]).toBe('/img/games/x/320w@2x.webp');
    expect(image.ratio).toBe(0.75);
  });

  it('stops at the widest file the place it is drawn can use', () => {
    const widths = lobbySrcSet('/img/games/x', 1152)
      .split(', ')
      .map((part) => Number(part.split(' ')[1]?.replace('w', '')));
    expect(Math.max(...widths)).toBe(1152);
    expect(widths).toEqual([320, 576, 640, 768, 1024, 1152]);
  });
});

describe('toLobbyData', () => {
  it('follows the scheme sections, in the page language, leaving out empty ones', () => {
    const data = toLobbyData(
      home({
        schemeSections: [
          { key: 's-banners', type: 'banners', issue: null, title: null, rows: 1 },
          { key: 's-popular', type: 'games', issue: 'popularGames', title: null, rows: 3 },
          { key: 's-fishing', type: 'games', issue: 'fishing', title: text('Fish'), rows: 1 },
          { key: 's-promos', type: 'promotions', issue: null, title: null, rows: 1 },
          { key: 's-hot', type: 'games', issue: 'hotGames', title: null, rows: 2 },
        ],
        popularGames: issue('popularGames', [game(1, { isHot: true, issues: ['jackpot'] }), game(2)], 3),
        fishing: issue('fishing', [game(3, { isNew: true })], 1),
      }),
      'es',
      [2],
    );
    expect(data.sections.map((s) => s.key)).toEqual(['s-popular', 's-fishing']);
    const [popular, fishing] = data.sections;
    expect(popular).toMatchObject({
      type: 'games',
      issue: 'popularGames',
      title: 'popularGames (es)',
      rows: 3,
    });
    expect(fishing).toMatchObject({ title: 'Fish (es)', rows: 1 });
    if (popular?.type !== 'games') throw new Error('games section expected');
    expect(popular.games[0]).toMatchObject({
      badges: ['jackpot', 'hot'],
      provider: 'Red Tiger',
      isFavorite: false,
    });
    expect(popular.games[1]?.isFavorite).toBe(true);
  });
});

describe('firstTiles', () => {
  const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
  const lobby = toLobbyData(
    home({
      schemeSections: [
        { key: 's-banners', type: 'banners', issue: null, title: null, rows: 1 },
        { key: 's-popular', type: 'games', issue: 'popularGames', title: null, rows: 2 },
        { key: 's-hot', type: 'games', issue: 'hotGames', title: null, rows: 3 },
        { key: 's-new', type: 'games', issue: 'newGames', title: null, rows: 1 },
      ],
      banners: [],
      popularGames: issue('popularGames', games(1, 40), 2),
      hotGames: issue('hotGames', games(100, 30), 3),
      newGames: issue('newGames', games(200, 2), 1),
    }),
    'en',
    [],
  );

  it('keeps the columns each slider draws with the page, in order, and says the row goes on', () => {
    // No banners: the two first sliders are the first screen's (7 columns), the third draws two.
    const [popular, hot, fresh] = firstTiles(lobby).sections;
    expect(popular).toMatchObject({ complete: false, total: 40 });
    expect(popular?.type === 'games' && popular.games.map((g) => g.id)).toEqual(
      Array.from({ length: FIRST_COLUMNS.eager * 2 }, (_, i) => 1 + i),
    );
    expect(hot?.type === 'games' && hot.games.length).toBe(FIRST_COLUMNS.eager * 3);
    expect(hot).toMatchObject({ complete: false });
    // A row no longer than what is drawn is sent whole.
    expect(fresh).toMatchObject({ complete: true });
    expect(fresh?.type === 'games' && fresh.games.length).toBe(2);
  });

  it('leaves the whole lobby untouched for the rows endpoint', () => {
    const [popular] = lobby.sections;
    expect(popular).toMatchObject({ complete: true });
    expect(popular?.type === 'games' && popular.games.length).toBe(40);
  });
});

describe('promo banners', () => {
  const banner = (id: number, type: 'ordinary' | 'fpChallenge', link: string) => ({
    id,
    type,
    title: text(`Banner ${id}`),
    subTitle: null,
    buttonText: text('Go'),
    link,
    image: responsiveImage('banners', `banner-${id}`, 3),
    presetPackageId: null,
    sort: id,
  });

  it('follow the hero carousel, in their order', () => {
    const data = toLobbyData(
      home({
        schemeSections: [
          { key: 'banners', type: 'banners', issue: null, title: null, rows: 1 },
          { key: 'popular', type: 'games', issue: 'popularGames', title: null, rows: 3 },
        ],
        banners: [banner(1, 'ordinary', '/issues/allGames')],
        promoBanners: [
          banner(5, 'fpChallenge', '?openModal=app-freeplay-modal'),
          banner(6, 'ordinary', '/x'),
        ],
        popularGames: issue('popularGames', [game(1)], 3),
      }),
      'en',
      [],
    );
    expect(data.sections.map((s) => [s.type, s.key])).toEqual([
      ['banners', 'banners'],
      ['promoBanners', 'banners-promo'],
      ['games', 'popular'],
    ]);
    const promo = data.sections[1];
    if (promo?.type !== 'promoBanners') throw new Error('promo banners expected');
    expect(promo.banners.map((b) => [b.id, b.type, b.link])).toEqual([
      [5, 'fpChallenge', '?openModal=app-freeplay-modal'],
      [6, 'ordinary', '/x'],
    ]);
  });

  it('are drawn even when the hero has no banners', () => {
    const data = toLobbyData(
      home({
        schemeSections: [{ key: 'banners', type: 'banners', issue: null, title: null, rows: 1 }],
        promoBanners: [banner(6, 'ordinary', '/x')],
      }),
      'en',
      [],
    );
    expect(data.sections.map((s) => s.type)).toEqual(['promoBanners']);
  });
});

describe('toColumns', () => {
  it('cuts games into columns of rows-per-slide tiles', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toColumns([1, 2], 1)).toEqual([[1], [2]]);
  });
});
