import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannersHomeSchema, HomePageSchema } from '@casino/contracts';
import { getHomeBanners, getHomePage, type CatalogueCache, type Database } from '@casino/core';
import { sendJson } from '../catalogue/catalogue-routes.ts';

/** GET /rest/page/home/ and GET /rest/banners/home/. */
export const homePageRoutes: FastifyPluginAsync<{ database: Database; cache: CatalogueCache }> = async (
  app,
  { database, cache },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: database.db, cache };
  r.get('/rest/page/home/', { schema: { response: { 200: HomePageSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return sendJson(request, reply, await getHomePage(deps, { playerId: request.playerId }));
  });
  r.get(
    '/rest/banners/home/',
    { schema: { response: { 200: BannersHomeSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getHomeBanners(deps, { playerId: request.playerId });
    },
  );
};
