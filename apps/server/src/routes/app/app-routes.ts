import type { FastifyPluginAsync } from 'fastify';
import { AppInitSchema } from '@casino/contracts';
import { getAppInit } from '@casino/core';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * App init's answer is built field by field from typed rows (getAppInit), so it is written as it is:
 * encoding it through the schema on every request walked every feature's object again, the most-called
 * signed-in request's largest cost after the database. The schema still types and documents it, and
 * app-routes.int.test.ts checks that the schema would change nothing.
 */
const asBuilt = () => (data: unknown) => JSON.stringify(data);

export const appRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (app, { db, clock }) => {
  defineRoute(app, 'GET', '/rest/app/init/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: AppInitSchema } },
    serializerCompiler: asBuilt,
    handler: async (request) =>
      getAppInit({ db }, { brand: request.brand, playerId: request.playerId, now: clock.now() }),
  });
};
