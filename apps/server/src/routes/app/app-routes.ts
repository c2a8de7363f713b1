import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppInitSchema } from '@casino/contracts';
import { getAppInit, type Database } from '@casino/core';

export const appRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/rest/app/init/', { schema: { response: { 200: AppInitSchema } } }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAppInit({ db: database.db }, { brand: request.brand, playerId: request.playerId });
    });
};
