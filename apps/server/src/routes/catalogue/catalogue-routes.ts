import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CachedCatalogueSchema,
  CachedGamesBodySchema,
  CachedGamesCheckSchema,
  CatalogueQuerySchema,
  CatalogueSchema,
  FavoriteParamsSchema,
  FavoritesSchema,
  GameFiltersSchema,
  GameRestrictionRequestSchema,
  GameSearchQuerySchema,
  GameSearchSchema,
  GroupKeyQuerySchema,
  PLAYER_ROWS_PATH,
  PlayerGameRowsSchema,
} from '@casino/contracts';
import {
  checkCachedCatalogue,
  getCachedCatalogue,
  getCatalogue,
  getGameFilters,
  getPlayerGameRows,
  listFavoriteGameIds,
  requirePlayer,
  searchGames,
  setFavoriteGame,
  setGameRestriction,
} from '@casino/core';
import { matchesEtag, sendShared, sharedJson } from '../../http/shared-body.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Answers built per request (a player's favourites overlaid on the catalogue, the home page): serialised
 * once per object, compressed per request, with an ETag for a 304. The group's own cached catalogue goes
 * through `sendShared` instead (compressed once).
 */
const serialised = new WeakMap<object, { body: string; etag: string }>();
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: object & { hash?: string; games?: unknown },
) {
  let entry = serialised.get(value);
  if (!entry) {
    const body = JSON.stringify(value);
    const favorites = Array.isArray(value.games)
      ? value.games.filter((g: { isFavorite?: boolean }) => g.isFavorite).map((g: { id: number }) => g.id)
      : [];
    entry = {
      body,
      etag: value.hash ? `W/"${value.hash}${favorites.length ? `-${favorites.join('.')}` : ''}"` : '',
    };
    serialised.set(value, entry);
  }
  if (entry.etag) {
    reply.header('etag', entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * The games catalogue calls of the spec (§7), favourites and search. Answers depend on the player
 * (restriction group, favourites), so they are private; the group-wide work is cached in core.
 */
export const catalogueRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'publisher' | 'catalogueCache'>
> = async (app, { db, publisher, catalogueCache }) => {
  const deps = { db, cache: catalogueCache };

  defineRoute(app, 'GET', '/api/rest/games', {
    guard: 'open',
    cache: 'revalidate',
    schema: { querystring: CatalogueQuerySchema, response: { 200: CatalogueSchema } },
    handler: async (request, reply) => {
      const catalogue = await getCatalogue(deps, { playerId: request.playerId });
      // Without favourites overlaid it is the group's cached object: serialised and compressed once.
      if (catalogue.games.some((game) => game.isFavorite)) return sendJson(request, reply, catalogue);
      return sendShared(request, reply, await sharedJson(catalogue, catalogue.hash));
    },
  });

  defineRoute(app, 'GET', '/api/rest/games/get-cached-games', {
    guard: 'open',
    cache: 'revalidate',
    schema: { querystring: GroupKeyQuerySchema, response: { 200: CachedCatalogueSchema } },
    handler: async (request, reply) => {
      const cached = await getCachedCatalogue(deps, { brand: request.brand, playerId: request.playerId });
      return sendShared(request, reply, await sharedJson(cached, cached.hash));
    },
  });

  defineRoute(app, 'POST', '/api/rest/games/cached-games', {
    guard: 'open',
    cache: 'noStore',
    schema: {
      querystring: GroupKeyQuerySchema,
      body: CachedGamesBodySchema,
      response: { 200: CachedGamesCheckSchema },
    },
    bodyLimit: 2 * 1024 * 1024,
    handler: async (request) =>
      checkCachedCatalogue(deps, {
        brand: request.brand,
        playerId: request.playerId,
        snapshot: request.body,
      }),
  });

  defineRoute(app, 'GET', '/rest/get-game-filters/', {
    guard: 'open',
    cache: 'revalidate',
    schema: { response: { 200: GameFiltersSchema } },
    handler: async (request) => getGameFilters(deps, { playerId: request.playerId }),
  });

  defineRoute(app, 'GET', '/rest/games/search/', {
    guard: 'open',
    cache: 'revalidate',
    schema: { querystring: GameSearchQuerySchema, response: { 200: GameSearchSchema } },
    handler: async (request) => searchGames(deps, { playerId: request.playerId, ...request.query }),
  });

  defineRoute(app, 'GET', '/rest/favorites/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: FavoritesSchema } },
    handler: async (request) => {
      const player = await requirePlayer(deps.db, request.playerId);
      return { favoriteGames: await listFavoriteGameIds(deps.db, player.id) };
    },
  });

  defineRoute(app, 'GET', PLAYER_ROWS_PATH, {
    guard: 'player',
    schema: { response: { 200: PlayerGameRowsSchema } },
    handler: async (request) => getPlayerGameRows(deps, { playerId: signedInPlayerId(request) }),
  });

  for (const [method, favorite] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    defineRoute(app, method, '/rest/favorites/:gameId/', {
      guard: 'open',
      schema: { params: FavoriteParamsSchema, response: { 200: FavoritesSchema } },
      config: { rateLimit: RATE_LIMITS.favorite },
      handler: async (request) =>
        setFavoriteGame(deps.db, {
          playerId: request.playerId,
          gameId: request.params.gameId,
          favorite,
        }),
    });

  // Operators (OPS_TOKEN): restrict or lift a game for one player; the player is pushed the new hash.
  defineRoute(app, 'POST', '/rest/ops/games/restriction/', {
    guard: 'operator',
    schema: {
      body: GameRestrictionRequestSchema,
    },
    handler: async (request) => ({
      data: await auditedOpsWrite(
        request,
        (tx, told) => setGameRestriction({ db: tx, publisher: told }, request.body),
        publisher,
      ),
    }),
  });

  // Operators: drop the in-memory catalogue after changing content directly in the database.
  defineRoute(app, 'POST', '/rest/ops/games/cache/invalidate/', {
    guard: 'operator',
    handler: async (request) => {
      await auditedOpsWrite(request, async () => catalogueCache.invalidate());
      return { data: null };
    },
  });
};
