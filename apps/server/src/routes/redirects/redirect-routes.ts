import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RedirectLookupQuerySchema, RedirectLookupSchema } from '@casino/contracts';
import { findRedirect } from '@casino/core';
import type { Services } from '../../services.ts';

export const redirectRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/redirect/lookup/',
      { schema: { querystring: RedirectLookupQuerySchema, response: { 200: RedirectLookupSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return findRedirect(db, request.query.path);
      },
    );
};
