import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannersHomeSchema, HomePageSchema } from '@casino/contracts';
import { getHomeBanners, getHomePage } from '@casino/core';
import { revalidate } from '../../plugins/caching.ts';
import type { Services } from '../../services.ts';
import { sendJson } from './catalogue-routes.ts';

/** GET /rest/page/home/ and GET /rest/banners/home/. */
export const homePageRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'catalogueCache'>> = async (
  app,
  { db, clock, catalogueCache },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, cache: catalogueCache };
  r.get('/rest/page/home/', { schema: { response: { 200: HomePageSchema } } }, async (request, reply) => {
    revalidate(reply);
    return sendJson(
      request,
      reply,
      await getHomePage(deps, { playerId: request.playerId, now: clock.now() }),
    );
  });
  r.get(
    '/rest/banners/home/',
    { schema: { response: { 200: BannersHomeSchema } } },
    async (request, reply) => {
      revalidate(reply);
      return getHomeBanners(deps, { playerId: request.playerId, now: clock.now() });
    },
  );
};
