import { z } from 'zod';
import { ok } from './api.ts';
import { int4, rowIdParam } from './primitives.ts';
import { PresetPackageSchema } from './app-init.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES } from './constants.ts';
import { HOME_ISSUE_KEYS, IMAGE_WIDTHS, imageVariantUrl } from './values/catalogue.ts';
import { WINNER_KINDS } from './values/winners.ts';
import { FEATURE_LOBBY_SECTION_TYPES, SPEC_PROMOTION_TYPES } from './features.ts';

/**
 * Games catalogue, home page payload and the catalogue calls (spec games-engagement-money §3, §5, §7).
 * Every text shown to players comes in both languages (`{en, es}`), so one cached answer serves both.
 */

/** The game-math engines every catalogue game is a skin of (interfaces.md). */
export const ENGINE_IDS = [
  'triple-sevens',
  'jungle-quest',
  'golden-link',
  'dragon-vault',
  'ocean-hunter',
] as const;
export const EngineIdSchema = z.enum(ENGINE_IDS);
export type EngineId = z.infer<typeof EngineIdSchema>;

/** Category ("issue") keys of the spec: the home lists and the categories shown on pages only. */
export const ISSUE_KEYS = [
  ...HOME_ISSUE_KEYS,
  'allGames',
  'weeklySpecials',
  'rapidLink',
  'topGames',
  'bonusCombo',
] as const;
export const IssueKeySchema = z.enum(ISSUE_KEYS);
export type IssueKey = z.infer<typeof IssueKeySchema>;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export const VolatilitySchema = z.enum(VOLATILITIES);
export type Volatility = z.infer<typeof VolatilitySchema>;

export const BANNER_TYPES = ['ordinary', 'Vip_bundle', 'bannerPresetPackage', 'fpChallenge'] as const;
export const BannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof BannerTypeSchema>;

/** Group key of players without restrictions, and of guests: the hash of the empty id list. */
export const UNRESTRICTED_GROUP_KEY = 'e3b0c44298fc1c14';

// ---------------------------------------------------------------------------------------------
// Images. Artwork is served as webp at every IMAGE_BREAKPOINTS width and each IMAGE_DENSITIES
// density under `{base}/{width}w@{density}x.webp`; `src` is the 576w@1x variant.

export type ImageKind = 'games' | 'providers' | 'banners' | 'collections';

export const ResponsiveImageSchema = z.object({
  /** URL prefix; variants live at `${base}/${width}w@${density}x.webp`. */
  base: z.string(),
  /** Default variant, usable as a plain `<img src>`. */
  src: z.string(),
  /** `srcset` with every breakpoint width at density 1 ("… 320w, … 576w, …"). */
  srcset: z.string(),
  /** Width / height of the artwork (e.g. 0.75 for portrait game tiles). */
  aspectRatio: z.number().positive().max(100),
});
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

export const isImageWidth = (width: number) => IMAGE_WIDTHS.includes(width);
export const isImageDensity = (density: number) => (IMAGE_DENSITIES as readonly number[]).includes(density);

/** Builds the responsive image record for one artwork (pure; the server and tests use it). */
export function responsiveImage(kind: ImageKind, slug: string, aspectRatio: number): ResponsiveImage {
  const base = `/img/${kind}/${slug}`;
  return {
    base,
    src: imageVariantUrl(base, IMAGE_BREAKPOINTS.sm, 1),
    srcset: IMAGE_WIDTHS.map((w) => `${imageVariantUrl(base, w, 1)} ${w}w`).join(', '),
    aspectRatio,
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogue entities

export const GameIdSchema = int4().positive();

export const CatalogueGameSchema = z.object({
  id: GameIdSchema,
  slug: z.string(),
  title: z.string(),
  engineId: EngineIdSchema,
  /** Tile artwork URL (default variant) and its responsive set. */
  img: z.string(),
  image: ResponsiveImageSchema,
  /** The provider's logo URL (default variant). */
  logo: z.string(),
  /** Provider slugs (one per game today). */
  providers: z.array(z.string()).min(1),
  /** Issue keys the game is listed under. */
  issues: z.array(IssueKeySchema),
  /** Label such as "96.5%". */
  rtp: z.string(),
  volatility: VolatilitySchema,
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** Always false for guests and in cached (group-wide) snapshots; the client overlays favoriteGames. */
  isFavorite: z.boolean(),
  sort: int4(),
});
export type CatalogueGame = z.infer<typeof CatalogueGameSchema>;

export const ProviderSchema = z.object({
  id: int4().positive(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  image: ResponsiveImageSchema,
  gamesCount: int4().nonnegative(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const IssueSchema = z.object({
  key: IssueKeySchema,
  title: LocalizedTextSchema,
  /** ROWS_PER_SLIDE of the spec. */
  rows: int4().positive(),
  gamesCount: int4().nonnegative(),
});
export type Issue = z.infer<typeof IssueSchema>;

export const MenuItemSchema = z.object({
  key: z.string(),
  type: z.enum(['issue', 'provider', 'collections', 'link']),
  title: LocalizedTextSchema,
  /** Path without the language segment, e.g. "/issues/newGames". */
  url: z.string(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const SCHEME_SECTION_TYPES = [
  'banners',
  'games',
  'jackpots',
  'collections',
  'gameOfWeek',
  'lastWinners',
  'promotions',
  ...FEATURE_LOBBY_SECTION_TYPES,
] as const;
/** Order of the lobby's sections; `games` sections name the issue they show. */
export const SchemeSectionSchema = z.object({
  key: z.string(),
  type: z.enum(SCHEME_SECTION_TYPES),
  issue: IssueKeySchema.nullable(),
  title: LocalizedTextSchema.nullable(),
  rows: int4().positive(),
});
export type SchemeSection = z.infer<typeof SchemeSectionSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/rest/games?groupKey&versionApp

export const CatalogueQuerySchema = z.object({
  groupKey: z.string().trim().max(64, 'The catalogue group is at most 64 characters.').optional(),
  versionApp: z.string().trim().max(16, 'The app version is at most 16 characters.').optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

const IdsByKeySchema = z.record(z.string(), z.array(GameIdSchema));

export const CatalogueSchema = z.object({
  /** The restriction group the answer was built for (playerRestrictionIdsHash). */
  groupKey: z.string(),
  /** Content hash of the group's catalogue; changes whenever the catalogue or the group's restrictions do. */
  hash: z.string(),
  games: z.array(CatalogueGameSchema),
  providers: z.array(ProviderSchema),
  issues: z.array(IssueSchema),
  issueGamesIds: IdsByKeySchema,
  /** Keyed by provider slug. */
  providerGamesIds: IdsByKeySchema,
  menu: z.array(MenuItemSchema),
  schemeSections: z.array(SchemeSectionSchema),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** The cached form: the same data with games keyed by id (spec §5 "non-empty object when cached"). */
export const CachedCatalogueSchema = CatalogueSchema.extend({
  games: z.record(z.string(), CatalogueGameSchema),
});
export type CachedCatalogue = z.infer<typeof CachedCatalogueSchema>;

export const GroupKeyQuerySchema = z.object({
  groupKey: z.string().trim().max(64, 'The catalogue group is at most 64 characters.').optional(),
});

/** POST /api/rest/games/cached-games?groupKey body: the client's cached snapshot, checked not stored. */
export const CachedGamesBodySchema = CachedCatalogueSchema;
export const CachedGamesCheckSchema = ok({
  /** True when the posted snapshot's hash is the group's current one; otherwise refetch get-cached-games. */
  upToDate: z.boolean(),
  hash: z.string(),
});
export type CachedGamesCheck = z.infer<typeof CachedGamesCheckSchema>;

// GET /rest/get-game-filters/
export const GameFiltersSchema = z.object({
  playerRestrictionIdsHash: z.string(),
  providers: z.array(z.object({ slug: z.string(), name: z.string(), gamesCount: z.number().int() })),
  issues: z.array(
    z.object({ key: IssueKeySchema, title: LocalizedTextSchema, gamesCount: z.number().int() }),
  ),
  volatilities: z.array(VolatilitySchema),
  engines: z.array(EngineIdSchema),
});
export type GameFilters = z.infer<typeof GameFiltersSchema>;

// GET /rest/games/search/?query=
export const GameSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters to search.')
    .max(64, 'Search is at most 64 characters.'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const GameSearchSchema = z.object({
  query: z.string(),
  games: z.array(CatalogueGameSchema),
  total: z.number().int().nonnegative(),
});
export type GameSearch = z.infer<typeof GameSearchSchema>;

// Favourites: GET /rest/favorites/, POST /rest/favorites/{gameId}/, DELETE /rest/favorites/{gameId}/
export const FavoriteParamsSchema = z.object({ gameId: rowIdParam('We could not find that game.') });
export const FavoritesSchema = ok({
  /** Game ids, newest first. */
  favoriteGames: z.array(GameIdSchema),
});
export type Favorites = z.infer<typeof FavoritesSchema>;

/** GET /rest/games/player-rows/: the lobby's rows of the signed-in player's own games (each may be empty). */
export const PLAYER_ROWS_PATH = '/rest/games/player-rows/';
export const PlayerGameRowsSchema = ok({
  /** Favourite games, the newest favourite first. */
  favorites: z.array(CatalogueGameSchema),
  /** Games the player's rounds were in, the most recently played first. */
  recent: z.array(CatalogueGameSchema),
});
export type PlayerGameRows = z.infer<typeof PlayerGameRowsSchema>;

// ---------------------------------------------------------------------------------------------
// Home page payload: GET /rest/page/home/ and GET /rest/banners/home/

export const BannerSchema = z.object({
  id: z.number().int().positive(),
  type: BannerTypeSchema,
  title: LocalizedTextSchema,
  subTitle: LocalizedTextSchema.nullable(),
  buttonText: LocalizedTextSchema.nullable(),
  /** Path without the language segment or a query such as "?openModal=…"; null: not clickable. */
  link: z.string().nullable(),
  image: ResponsiveImageSchema,
  /** Preset package id for bannerPresetPackage banners. */
  presetPackageId: z.number().int().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannersHomeSchema = z.object({
  banners: z.array(BannerSchema),
  bannerPresetPackage: PresetPackageSchema.nullable(),
});
export type BannersHome = z.infer<typeof BannersHomeSchema>;

export const JackpotSchema = z.object({
  id: z.number().int().positive(),
  key: z.enum(['mini', 'minor', 'major', 'grand']),
  title: LocalizedTextSchema,
  /** Current pool in integer coins (TournamentPoints) and entries (SweepStakes). */
  coins: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
});
export type Jackpot = z.infer<typeof JackpotSchema>;

export const CollectionSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: LocalizedTextSchema,
  image: ResponsiveImageSchema,
  gameIds: z.array(GameIdSchema),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const GameOfWeekSchema = z.object({
  game: CatalogueGameSchema,
  description: LocalizedTextSchema,
  /** ISO time the pick ends (timers show days when at least one day remains). */
  endsAt: z.string(),
});
export type GameOfWeek = z.infer<typeof GameOfWeekSchema>;

/** One row of the home's winners feed: a real win (docs/winners-feed.md), the name as its player chose. */
export const LastWinnerSchema = z.object({
  id: z.number().int().positive(),
  /** Display name, already masked ("Ann***"). */
  name: z.string(),
  kind: z.enum(WINNER_KINDS),
  game: z.object({ id: GameIdSchema, slug: z.string(), title: z.string(), img: z.string() }),
  /** In the currency's minor unit (MINOR_UNITS: coins whole, entries and winnings in hundredths). */
  amount: z.number().int().nonnegative(),
  currency: z.enum(['COIN', 'ENTRY', 'WINNING']),
  wonAt: z.string(),
});
export type LastWinner = z.infer<typeof LastWinnerSchema>;

export const IssueGamesSchema = z.object({
  key: IssueKeySchema,
  title: LocalizedTextSchema,
  rows: z.number().int().positive(),
  /** The first games of the issue (a page of them); the catalogue has the rest. */
  games: z.array(CatalogueGameSchema),
  gamesCount: z.number().int().nonnegative(),
});
export type IssueGames = z.infer<typeof IssueGamesSchema>;

export const SeoSchema = z.object({
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  h1: LocalizedTextSchema,
});

export const InfoPlateSchema = z.object({ text: LocalizedTextSchema, link: z.string().nullable() });

/**
 * What runs on the brand now, for everyone (guests too): a live feature by its spec promotion type, a
 * running race with its name and prize pool. The player's own cards are the promotions page's.
 */
export const HomePromotionSchema = z.object({
  type: z.enum(SPEC_PROMOTION_TYPES),
  /** A race's name; null for a feature (the client names it by its type). */
  title: LocalizedTextSchema.nullable(),
  /** ISO time it ends, or null when it has no end. */
  endsAt: z.string().nullable(),
  /** A race's prize pool; null for a feature. */
  prizeCoins: z.number().nullable(),
  prizeEntries: z.number().nullable(),
});
export type HomePromotion = z.infer<typeof HomePromotionSchema>;

export const HomePageSchema = z.object({
  seo: SeoSchema,
  jackpots: z.array(JackpotSchema),
  banners: z.array(BannerSchema),
  questData: z.record(z.string(), z.unknown()).nullable(),
  collections: z.array(CollectionSchema),
  infoPlate: InfoPlateSchema.nullable(),
  promotions: z.array(HomePromotionSchema),
  gameOfWeek: GameOfWeekSchema.nullable(),
  promoBanners: z.array(BannerSchema),
  schemeSections: z.array(SchemeSectionSchema),
  /** Banners placed between scheme sections: after which section key. */
  schemaBanners: z.array(z.object({ afterSection: z.string(), banner: BannerSchema })),
  lastWinners: z.array(LastWinnerSchema),
  packages: z.array(PresetPackageSchema),
  jackpot: IssueGamesSchema,
  holdNLink: IssueGamesSchema,
  popularGames: IssueGamesSchema,
  hotGames: IssueGamesSchema,
  newGames: IssueGamesSchema,
  fishing: IssueGamesSchema,
  featuredGames: IssueGamesSchema,
  bonusBuyGames: IssueGamesSchema,
  missedItGames: IssueGamesSchema,
  recommend: IssueGamesSchema,
  intoTheWild: IssueGamesSchema,
});
export type HomePage = z.infer<typeof HomePageSchema>;

// ---------------------------------------------------------------------------------------------
// Client-side validation of games data (spec §5): invalid data is logged and not used.

export type GamesDataCheck = { ok: true } | { ok: false; reason: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * providers a non-empty array; games a non-empty array (or a non-empty object when cached);
 * menu an array; issueGamesIds a non-empty object.
 */
export function checkGamesData(data: unknown, options: { cached?: boolean } = {}): GamesDataCheck {
  if (!isPlainObject(data)) return { ok: false, reason: 'games data is not an object' };
  const { providers, games, menu, issueGamesIds } = data;
  if (!Array.isArray(providers) || providers.length === 0)
    return { ok: false, reason: 'providers must be a non-empty array' };
  const gamesOk = options.cached
    ? isPlainObject(games) && Object.keys(games).length > 0
    : Array.isArray(games) && games.length > 0;
  if (!gamesOk)
    return {
      ok: false,
      reason: options.cached ? 'games must be a non-empty object' : 'games must be a non-empty array',
    };
  if (!Array.isArray(menu)) return { ok: false, reason: 'menu must be an array' };
  if (!isPlainObject(issueGamesIds) || Object.keys(issueGamesIds).length === 0)
    return { ok: false, reason: 'issueGamesIds must be a non-empty object' };
  return { ok: true };
}

/** §5 rules plus the full schema: the parsed catalogue, or null (the caller logs `reason`). */
export function parseCatalogue(
  data: unknown,
): { ok: true; catalogue: Catalogue } | { ok: false; reason: string } {
  const check = checkGamesData(data);
  if (!check.ok) return check;
  const parsed = CatalogueSchema.safeParse(data);
  return parsed.success
    ? { ok: true, catalogue: parsed.data }
    : { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid catalogue' };
}

export function parseCachedCatalogue(
  data: unknown,
): { ok: true; catalogue: CachedCatalogue } | { ok: false; reason: string } {
  const check = checkGamesData(data, { cached: true });
  if (!check.ok) return check;
  const parsed = CachedCatalogueSchema.safeParse(data);
  return parsed.success
    ? { ok: true, catalogue: parsed.data }
    : { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid cached catalogue' };
}

/** Games keyed by id (the cached form), for stores that look games up by id. */
export const gamesById = (games: readonly CatalogueGame[]): Record<string, CatalogueGame> =>
  Object.fromEntries(games.map((g) => [String(g.id), g]));

/** Overlays a player's favourites onto group-wide game records. */
export const withFavorites = (games: readonly CatalogueGame[], favoriteGames: readonly number[]) => {
  const set = new Set(favoriteGames);
  return games.map((g) => (set.has(g.id) === g.isFavorite ? g : { ...g, isFavorite: set.has(g.id) }));
};

/** POST /rest/ops/games/restriction/ — restrict or lift one game for one player. */
export const GameRestrictionRequestSchema = z.object({
  playerEmail: z.string().trim().min(3).max(254),
  slug: z.string().trim().min(1).max(96),
  restricted: z.boolean(),
});
