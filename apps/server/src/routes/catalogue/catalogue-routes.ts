import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@casino/contracts';
import {
  checkCachedCatalogue,
  getCachedCatalogue,
  getCatalogue,
  getGameFilters,
  listFavoriteGameIds,
  requirePlayer,
  searchGames,
  setFavoriteGame,
  setGameRestriction,
} from '@casino/core';
import { matchesEtag, sendShared, sharedJson } from '../../http/shared-body.ts';
import { noStore, revalidate } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, cache: catalogueCache };

  r.get(
    '/api/rest/games',
    { schema: { querystring: CatalogueQuerySchema, response: { 200: CatalogueSchema } } },
    async (request, reply) => {
      revalidate(reply);
      const catalogue = await getCatalogue(deps, { playerId: request.playerId });
      // Without favourites overlaid it is the group's cached object: serialised and compressed once.
      if (catalogue.games.some((game) => game.isFavorite)) return sendJson(request, reply, catalogue);
      return sendShared(request, reply, await sharedJson(catalogue, catalogue.hash));
    },
  );

  r.get(
    '/api/rest/games/get-cached-games',
    { schema: { querystring: GroupKeyQuerySchema, response: { 200: CachedCatalogueSchema } } },
    async (request, reply) => {
      revalidate(reply);
      const cached = await getCachedCatalogue(deps, { playerId: request.playerId });
      return sendShared(request, reply, await sharedJson(cached, cached.hash));
    },
  );

  r.post(
    '/api/rest/games/cached-games',
    {
      schema: {
        querystring: GroupKeyQuerySchema,
        body: CachedGamesBodySchema,
        response: { 200: CachedGamesCheckSchema },
      },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      return checkCachedCatalogue(deps, { playerId: request.playerId, snapshot: request.body });
    },
  );

  r.get(
    '/rest/get-game-filters/',
    { schema: { response: { 200: GameFiltersSchema } } },
    async (request, reply) => {
      revalidate(reply);
      return getGameFilters(deps, { playerId: request.playerId });
    },
  );

  r.get(
    '/rest/games/search/',
    { schema: { querystring: GameSearchQuerySchema, response: { 200: GameSearchSchema } } },
    async (request, reply) => {
      revalidate(reply);
      return searchGames(deps, { playerId: request.playerId, ...request.query });
    },
  );

  r.get('/rest/favorites/', { schema: { response: { 200: FavoritesSchema } } }, async (request, reply) => {
    noStore(reply);
    const player = await requirePlayer(deps.db, request.playerId);
    return { success: true as const, favoriteGames: await listFavoriteGameIds(deps.db, player.id) };
  });

  for (const [method, favorite] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    r.route({
      method,
      url: '/rest/favorites/:gameId/',
      schema: { params: FavoriteParamsSchema, response: { 200: FavoritesSchema } },
      config: { rateLimit: RATE_LIMITS.favorite },
      handler: async (request) => {
        const result = await setFavoriteGame(deps.db, {
          playerId: request.playerId,
          gameId: request.params.gameId,
          favorite,
        });
        return { success: true as const, ...result };
      },
    });

  // Operators (OPS_TOKEN): restrict or lift a game for one player; the player is pushed the new hash.
  r.post(
    '/rest/ops/games/restriction/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: {
        body: GameRestrictionRequestSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await auditedOpsWrite(request, (tx) => setGameRestriction({ db: tx, publisher }, request.body)),
    }),
  );

  // Operators: drop the in-memory catalogue after changing content directly in the database.
  r.post(
    '/rest/ops/games/cache/invalidate/',
    { onRequest: requireOperator, config: { csrf: false } },
    async (request) => {
      await auditedOpsWrite(request, async () => catalogueCache.invalidate());
      return { success: true, data: null };
    },
  );
};
