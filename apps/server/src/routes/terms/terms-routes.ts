import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PublishTermsRequestSchema,
  PublishTermsSchema,
  SuccessSchema,
  TermsIdsRequestSchema,
  UnconfirmedTermsSchema,
} from '@casino/contracts';
import {
  confirmTerms,
  getUnconfirmedTerms,
  logTermsView,
  publishTerms,
  requirePlayer,
  type Database,
} from '@casino/core';
import { requireOps } from '../ops/ops-routes.ts';

/** The terms gate: what the player still has to accept, the view log, the acceptance; and publishing. */
export const termsRoutes: FastifyPluginAsync<{ database: Database; opsToken?: string }> = async (
  app,
  { database, opsToken },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  r.get(
    '/rest/terms/unconfirmed/',
    { schema: { response: { 200: UnconfirmedTermsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Guests have nothing to accept: they agree when they sign up.
      const data = request.playerId ? await getUnconfirmedTerms(db, request.playerId) : [];
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/terms/log/',
    {
      schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await logTermsView(db, player.id, request.body.ids);
      return { success: true as const };
    },
  );

  r.post(
    '/rest/terms/confirm/',
    {
      schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await confirmTerms(db, player.id, request.body.ids);
      return { success: true as const };
    },
  );

  // Operator: a new version of a document, in force at once (players meet the gate on their next page).
  r.post(
    '/rest/ops/terms/publish/',
    {
      onRequest: requireOps(opsToken),
      config: { csrf: false },
      schema: { body: PublishTermsRequestSchema, response: { 200: PublishTermsSchema } },
    },
    async (request) => ({ success: true as const, data: await publishTerms(db, request.body) }),
  );
};
