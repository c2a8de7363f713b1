import {
  HOME_ISSUE_KEYS,
  IMAGE_DENSITIES,
  IMAGE_WIDTHS,
  imageVariantUrl,
  pickText,
  type Catalogue,
  type CatalogueGame,
  type HomePage,
  type IssueGames,
  type LastWinner,
  type Locale,
  type ResponsiveImage,
} from '@casino/contracts';
import type {
  CategoryChip,
  LobbyData,
  LobbyGame,
  LobbyImage,
  LobbySection,
  LobbyWinner,
} from './lobby-types.ts';

/** A winners feed row as the lobby draws it (the home payload's and the live push's alike). */
export const toLobbyWinner = (w: LastWinner): LobbyWinner => ({
  id: w.id,
  name: w.name,
  kind: w.kind,
  amount: w.amount,
  currency: w.currency,
  gameSlug: w.game.slug,
  gameTitle: w.game.title,
  gameImg: w.game.img || null,
});

/** Loader data carries only where an artwork's variants live: the srcset is built where it is drawn. */
export const toLobbyImage = (image: ResponsiveImage): LobbyImage => ({
  src: image.src,
  base: image.base,
  ratio: image.aspectRatio,
});

/**
 * srcset over the breakpoints at densities 1 and 2, up to the pixel width the picture can need where it
 * is drawn (a tile never needs a 3072-pixel file): the 2x file of a width is offered as twice that width,
 * so the browser picks by the real pixel size on any screen. Widths both ways keep the 1x file.
 */
export function lobbySrcSet(base: string, maxPixels: number): string {
  const byWidth = new Map<number, string>();
  for (const density of IMAGE_DENSITIES)
    for (const width of IMAGE_WIDTHS) {
      const pixels = width * density;
      if (pixels <= maxPixels && !byWidth.has(pixels))
        byWidth.set(pixels, imageVariantUrl(base, width, density));
    }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pixels, url]) => `${url} ${pixels}w`)
    .join(', ');
}

/** 'red-tiger' → 'Red Tiger' when no provider names are at hand (the home payload carries slugs only). */
const titleCase = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function toLobbyGame(
  game: CatalogueGame,
  favorites: ReadonlySet<number>,
  providerNames: ReadonlyMap<string, string> = new Map(),
): LobbyGame {
  const provider = game.providers[0] ?? null;
  const badges: LobbyGame['badges'] = [];
  if (game.issues.includes('jackpot')) badges.push('jackpot');
  if (game.isHot) badges.push('hot');
  if (game.isNew) badges.push('new');
  return {
    id: game.id,
    slug: game.slug,
    name: game.title,
    provider: provider ? (providerNames.get(provider) ?? titleCase(provider)) : null,
    image: toLobbyImage(game.image),
    badges,
    isFavorite: game.isFavorite || favorites.has(game.id),
  };
}

const HOME_ISSUES = new Set<string>(HOME_ISSUE_KEYS);

/**
 * Columns a slider draws with the page: a desktop row (7) for a slider of the first screen, two for the
 * others. The rest are drawn once the slider is within a screen of the viewport, to the right of these,
 * so nothing on the page moves.
 */
export const FIRST_COLUMNS = { eager: 7, later: 2 } as const;

/** The lobby's first two sections start the page's first screen: their tiles are drawn and fetched first. */
export const isFirstScreen = (index: number) => index < 2;

/** Tiles in a column of a slider of `rows` rows (rowsPerSlide of the spec). */
export const tilesPerColumn = (rows: number) => Math.max(1, Math.floor(rows));

/**
 * The lobby as its page carries it: each slider with the tiles it draws with the page only (issue #12: a
 * player's /lobby/ serialised every game of every row per request). A slider fetches the rest of its row
 * when it nears the viewport (GET /lobby-rows.json?issue=, lobbyRowGames).
 */
export function firstTiles(data: LobbyData): LobbyData {
  return {
    ...data,
    sections: data.sections.map((section, index) => {
      if (section.type !== 'games') return section;
      const columns = isFirstScreen(index) ? FIRST_COLUMNS.eager : FIRST_COLUMNS.later;
      const shown = columns * tilesPerColumn(section.rows);
      return section.games.length > shown
        ? { ...section, games: section.games.slice(0, shown), complete: false }
        : section;
    }),
  };
}

/** The home payload as the lobby draws it: sections in the server's order, empty ones left out. */
export function toLobbyData(
  home: HomePage,
  locale: Locale,
  favoriteIds: readonly number[],
  providerNames?: ReadonlyMap<string, string>,
): LobbyData {
  const favorites = new Set(favoriteIds);
  const game = (g: CatalogueGame) => toLobbyGame(g, favorites, providerNames);
  const issueGames = (key: string): IssueGames | null =>
    HOME_ISSUES.has(key) ? (home[key as keyof HomePage] as IssueGames) : null;
  const sections: LobbySection[] = [];
  const banner = (b: HomePage['banners'][number]) => ({
    id: b.id,
    title: pickText(b.title, locale),
    text: b.subTitle ? pickText(b.subTitle, locale) : null,
    cta: b.buttonText ? pickText(b.buttonText, locale) : null,
    link: b.link,
    image: toLobbyImage(b.image),
    type: b.type,
    vipBundle: b.type === 'Vip_bundle',
  });

  for (const section of home.schemeSections) {
    const key = section.key;
    switch (section.type) {
      case 'banners':
        if (home.banners.length) sections.push({ type: 'banners', key, banners: home.banners.map(banner) });
        // The promo banners follow the hero carousel.
        if (home.promoBanners.length)
          sections.push({
            type: 'promoBanners',
            key: `${key}-promo`,
            banners: home.promoBanners.map(banner),
          });
        break;
      case 'games': {
        const list = section.issue ? issueGames(section.issue) : null;
        if (!list || list.games.length === 0) break;
        sections.push({
          type: 'games',
          key,
          issue: list.key,
          title: pickText(section.title ?? list.title, locale),
          rows: section.rows || list.rows,
          games: list.games.map(game),
          total: list.gamesCount,
          complete: true,
        });
        break;
      }
      case 'jackpots':
        if (home.jackpots.length)
          sections.push({
            type: 'jackpots',
            key,
            jackpots: home.jackpots.map((j) => ({
              id: j.id,
              key: j.key,
              name: pickText(j.title, locale),
              coins: j.coins,
              entries: j.entries,
            })),
          });
        break;
      case 'collections':
        if (home.collections.length)
          sections.push({
            type: 'collections',
            key,
            collections: home.collections.map((c) => ({
              slug: c.slug,
              title: pickText(c.title, locale),
              image: toLobbyImage(c.image),
              count: c.gameIds.length,
            })),
          });
        break;
      case 'gameOfWeek':
        if (home.gameOfWeek)
          sections.push({
            type: 'gameOfWeek',
            key,
            game: game(home.gameOfWeek.game),
            description: pickText(home.gameOfWeek.description, locale),
            endsAt: home.gameOfWeek.endsAt,
          });
        break;
      case 'lastWinners':
        // Shown empty too: the section says no one has won big yet (nothing is made up).
        sections.push({ type: 'lastWinners', key, winners: home.lastWinners.map(toLobbyWinner) });
        break;
      default:
        // promotions and quests belong to their own features
        break;
    }
  }
  // Banners placed between sections by the payload.
  for (const placed of home.schemaBanners) {
    const at = sections.findIndex((s) => s.key === placed.afterSection);
    if (at === -1) continue;
    sections.splice(at + 1, 0, {
      type: 'banners',
      key: `${placed.afterSection}-banner-${placed.banner.id}`,
      banners: [banner(placed.banner)],
    });
  }
  return { sections };
}

export interface CategoryPage {
  key: string;
  title: string;
  games: LobbyGame[];
}

const providerNameMap = (catalogue: Catalogue) => new Map(catalogue.providers.map((p) => [p.slug, p.name]));

/** One issue's games from the catalogue, in the issue's order; null when the catalogue has no such issue. */
export function toCategoryPage(
  catalogue: Catalogue,
  key: string,
  locale: Locale,
  favoriteIds: readonly number[],
): CategoryPage | null {
  const issue = catalogue.issues.find((i) => i.key === key);
  const ids = catalogue.issueGamesIds[key];
  if (!issue || !ids) return null;
  const favorites = new Set(favoriteIds);
  const names = providerNameMap(catalogue);
  const byId = new Map(catalogue.games.map((g) => [g.id, g]));
  const games = ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [toLobbyGame(g, favorites, names)] : [];
  });
  return { key, title: pickText(issue.title, locale), games };
}

/** The studios with games in this catalogue, as chips to their pages (/providers/{slug}). */
export const providerChips = (catalogue: Catalogue): CategoryChip[] =>
  catalogue.providers
    .filter((p) => (catalogue.providerGamesIds[p.slug]?.length ?? 0) > 0)
    .map((p) => ({ key: p.slug, title: p.name }));

/** One studio's games in the catalogue's order; null when no studio has that slug. */
export function toProviderPage(catalogue: Catalogue, slug: string): CategoryPage | null {
  const provider = catalogue.providers.find((p) => p.slug === slug);
  if (!provider) return null;
  const names = providerNameMap(catalogue);
  const ids = new Set(catalogue.providerGamesIds[slug] ?? []);
  const games = [...catalogue.games]
    .filter((g) => ids.has(g.id))
    .sort((a, b) => a.sort - b.sort)
    .map((g) => toLobbyGame(g, new Set(), names));
  return { key: slug, title: provider.name, games };
}

export interface LibraryData {
  providers: Array<{ slug: string; name: string; count: number }>;
  /** Games with their provider slug, for the filter. */
  games: Array<LobbyGame & { providerSlug: string | null }>;
}

export function toLibrary(catalogue: Catalogue, favoriteIds: readonly number[]): LibraryData {
  const favorites = new Set(favoriteIds);
  const names = providerNameMap(catalogue);
  return {
    providers: catalogue.providers
      .filter((p) => (catalogue.providerGamesIds[p.slug]?.length ?? 0) > 0)
      .map((p) => ({ slug: p.slug, name: p.name, count: catalogue.providerGamesIds[p.slug]?.length ?? 0 })),
    games: [...catalogue.games]
      .sort((a, b) => a.sort - b.sort)
      .map((g) => ({ ...toLobbyGame(g, favorites, names), providerSlug: g.providers[0] ?? null })),
  };
}
