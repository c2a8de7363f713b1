import type { FastifyPluginAsync } from 'fastify';
import { RedirectLookupQuerySchema, RedirectLookupSchema } from '@casino/contracts';
import { findRedirect } from '@casino/core';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const redirectRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  defineRoute(app, 'GET', '/rest/redirect/lookup/', {
    guard: 'open',
    schema: { querystring: RedirectLookupQuerySchema, response: { 200: RedirectLookupSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return findRedirect(db, request.query.path);
    },
  });
};
