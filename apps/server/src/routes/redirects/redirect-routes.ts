import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RedirectLookupQuerySchema, RedirectLookupSchema } from '@casino/contracts';
import { findRedirect, type Database } from '@casino/core';

export const redirectRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/redirect/lookup/',
      { schema: { querystring: RedirectLookupQuerySchema, response: { 200: RedirectLookupSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return findRedirect(database.db, request.query.path);
      },
    );
};
