import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppInitSchema } from '@casino/contracts';
import { getAppInit } from '@casino/core';
import type { Services } from '../../services.ts';
import { noStore } from '../../plugins/caching.ts';

export const appRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (app, { db, clock }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/rest/app/init/', { schema: { response: { 200: AppInitSchema } } }, async (request, reply) => {
      noStore(reply);
      return getAppInit({ db: db }, { brand: request.brand, playerId: request.playerId, now: clock.now() });
    });
};
