import {
  ENGINE_IDS,
  VOLATILITIES,
  withFavorites,
  type Brand,
  type CachedCatalogue,
  type CachedGamesCheck,
  type Catalogue,
  type GameFilters,
  type GameSearch,
  type PlayerGameRows,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { listFavoriteGameIds } from './favorite-games.ts';
import { recentGameIds } from '../game-history/recent-games.ts';
import { getRestrictionGroup, type RestrictionGroup } from './player-restrictions.ts';

export interface CatalogueDeps {
  db: Db;
  cache: CatalogueCache;
}

/** What the catalogue reads of a player. A page render that already read the player state passes it. */
export interface PlayerGames {
  restrictions: RestrictionGroup;
  favoriteGames: number[];
}

export async function readPlayerGames(
  db: Db,
  input: { playerId: string | null; games?: PlayerGames },
): Promise<PlayerGames> {
  if (input.games) return input.games;
  const [restrictions, favoriteGames] = await Promise.all([
    getRestrictionGroup(db, input.playerId),
    input.playerId ? listFavoriteGameIds(db, input.playerId) : [],
  ]);
  return { restrictions, favoriteGames };
}

/**
 * GET /api/rest/games: the group's cached catalogue with the player's favourites overlaid. The group is
 * the player's own (worked out here); the client's groupKey only keys its HTTP cache.
 */
export async function getCatalogue(
  deps: CatalogueDeps,
  input: { playerId: string | null; games?: PlayerGames },
): Promise<Catalogue> {
  const { restrictions: group, favoriteGames: favorites } = await readPlayerGames(deps.db, input);
  const catalogue = await deps.cache.getCatalogue(deps.db, group.groupKey, group.restricted);
  return favorites.length ? { ...catalogue, games: withFavorites(catalogue.games, favorites) } : catalogue;
}

export const CACHED_GAMES_UNAVAILABLE_TEXT =
  'This site does not serve a cached games list. Load the games from /api/rest/games instead.';

/** The brand capability `cacheAvailable`: only its brands serve (and check) the cached games snapshot. */
function requireCacheAvailable(brand: Brand): void {
  if (!brand.capabilities.cacheAvailable)
    throw new DomainError({ status: 404, code: 'cache_unavailable', message: CACHED_GAMES_UNAVAILABLE_TEXT });
}

/** GET /api/rest/games/get-cached-games: the group-wide snapshot (games keyed by id, isFavorite false). */
export async function getCachedCatalogue(
  deps: CatalogueDeps,
  input: { brand: Brand; playerId: string | null },
): Promise<CachedCatalogue> {
  requireCacheAvailable(input.brand);
  const group = await getRestrictionGroup(deps.db, input.playerId);
  return deps.cache.getCached(deps.db, group.groupKey, group.restricted);
}

/**
 * POST /api/rest/games/cached-games: the client reports the snapshot it holds. Nothing is stored (a client
 * must not be able to change what others see); the answer says whether the snapshot is still current.
 */
export async function checkCachedCatalogue(
  deps: CatalogueDeps,
  input: { brand: Brand; playerId: string | null; snapshot: { groupKey: string; hash: string } },
): Promise<CachedGamesCheck> {
  requireCacheAvailable(input.brand);
  const group = await getRestrictionGroup(deps.db, input.playerId);
  const current = await deps.cache.getCatalogue(deps.db, group.groupKey, group.restricted);
  return {
    success: true,
    upToDate: input.snapshot.groupKey === current.groupKey && input.snapshot.hash === current.hash,
    hash: current.hash,
  };
}

/** GET /rest/get-game-filters/ */
export async function getGameFilters(
  deps: CatalogueDeps,
  input: { playerId: string | null },
): Promise<GameFilters> {
  const group = await getRestrictionGroup(deps.db, input.playerId);
  const catalogue = await deps.cache.getCatalogue(deps.db, group.groupKey, group.restricted);
  return {
    playerRestrictionIdsHash: group.groupKey,
    providers: catalogue.providers.map(({ slug, name, gamesCount }) => ({ slug, name, gamesCount })),
    issues: catalogue.issues.map(({ key, title, gamesCount }) => ({ key, title, gamesCount })),
    volatilities: [...VOLATILITIES],
    engines: [...ENGINE_IDS],
  };
}

/** GET /rest/games/search/: case-insensitive match on title or provider name, titles starting with it first. */
export async function searchGames(
  deps: CatalogueDeps,
  input: { playerId: string | null; query: string; limit?: number },
): Promise<GameSearch> {
  const needle = input.query.trim().toLocaleLowerCase('en');
  const catalogue = await getCatalogue(deps, { playerId: input.playerId });
  const providerNames = new Map(catalogue.providers.map((p) => [p.slug, p.name.toLocaleLowerCase('en')]));
  const scored = catalogue.games
    .map((game) => {
      const title = game.title.toLocaleLowerCase('en');
      const score = title.startsWith(needle)
        ? 0
        : title.includes(needle)
          ? 1
          : game.providers.some((slug) => providerNames.get(slug)?.includes(needle))
            ? 2
            : -1;
      return { game, score };
    })
    .filter((x) => x.score >= 0)
    .sort((a, b) => a.score - b.score || a.game.sort - b.game.sort);
  return {
    query: input.query.trim(),
    games: scored.slice(0, input.limit ?? 50).map((x) => x.game),
    total: scored.length,
  };
}

/**
 * GET /rest/games/player-rows/: the player's favourite and recently played games as catalogue tiles, in the
 * player's own catalogue (a game restricted for the player or gone from the catalogue is left out).
 */
export async function getPlayerGameRows(
  deps: CatalogueDeps,
  input: { playerId: string },
): Promise<Omit<PlayerGameRows, 'success'>> {
  const games = await readPlayerGames(deps.db, { playerId: input.playerId });
  const [catalogue, recent] = await Promise.all([
    getCatalogue(deps, { playerId: input.playerId, games }),
    recentGameIds(deps.db, { playerId: input.playerId }),
  ]);
  const byId = new Map(catalogue.games.map((game) => [game.id, game]));
  const tiles = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { favorites: tiles(games.favoriteGames), recent: tiles(recent) };
}
