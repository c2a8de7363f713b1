import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PublishTermsRequestSchema,
  PublishTermsSchema,
  SuccessSchema,
  TermsIdsRequestSchema,
  UnconfirmedTermsSchema,
} from '@casino/contracts';
import { confirmTerms, getUnconfirmedTerms, logTermsView, publishTerms, requirePlayer } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** The terms gate: what the player still has to accept, the view log, the acceptance; and publishing. */
export const termsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (app, { db, clock }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/terms/unconfirmed/',
    { schema: { response: { 200: UnconfirmedTermsSchema } } },
    async (request, reply) => {
      noStore(reply);
      // Guests have nothing to accept: they agree when they sign up.
      const data = request.playerId ? await getUnconfirmedTerms(db, request.playerId, clock.now()) : [];
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/terms/log/',
    {
      schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: RATE_LIMITS.terms },
    },
    async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await logTermsView(db, player.id, request.body.ids, clock.now());
      return { success: true as const };
    },
  );

  r.post(
    '/rest/terms/confirm/',
    {
      schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: RATE_LIMITS.terms },
    },
    async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await confirmTerms(db, player.id, request.body.ids, clock.now());
      return { success: true as const };
    },
  );

  // Operator: a new version of a document, in force at once (players meet the gate on their next page).
  r.post(
    '/rest/ops/terms/publish/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: PublishTermsRequestSchema, response: { 200: PublishTermsSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await auditedOpsWrite(request, (tx) => publishTerms(tx, request.body, clock.now())),
    }),
  );
};
