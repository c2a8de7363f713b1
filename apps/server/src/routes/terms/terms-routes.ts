import type { FastifyPluginAsync } from 'fastify';
import {
  PublishTermsRequestSchema,
  PublishTermsSchema,
  SuccessSchema,
  TermsIdsRequestSchema,
  UnconfirmedTermsSchema,
} from '@casino/contracts';
import { confirmTerms, getUnconfirmedTerms, logTermsView, publishTerms, requirePlayer } from '@casino/core';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The terms gate: what the player still has to accept, the view log, the acceptance; and publishing. */
export const termsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (app, { db, clock }) => {
  defineRoute(app, 'GET', '/rest/terms/unconfirmed/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: UnconfirmedTermsSchema } },
    handler: async (request) => {
      // Guests have nothing to accept: they agree when they sign up.
      const data = request.playerId ? await getUnconfirmedTerms(db, request.playerId, clock.now()) : [];
      return { data };
    },
  });

  defineRoute(app, 'POST', '/rest/terms/log/', {
    guard: 'open',
    schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
    config: { rateLimit: RATE_LIMITS.terms },
    handler: async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await logTermsView(db, player.id, request.body.ids, clock.now());
      return {};
    },
  });

  defineRoute(app, 'POST', '/rest/terms/confirm/', {
    guard: 'open',
    schema: { body: TermsIdsRequestSchema, response: { 200: SuccessSchema } },
    config: { rateLimit: RATE_LIMITS.terms },
    handler: async (request) => {
      const player = await requirePlayer(db, request.playerId);
      await confirmTerms(db, player.id, request.body.ids, clock.now());
      return {};
    },
  });

  // Operator: a new version of a document, in force at once (players meet the gate on their next page).
  defineRoute(app, 'POST', '/rest/ops/terms/publish/', {
    guard: 'operator',
    schema: { body: PublishTermsRequestSchema, response: { 200: PublishTermsSchema } },
    handler: async (request) => ({
      data: await auditedOpsWrite(request, (tx) => publishTerms(tx, request.body, clock.now())),
    }),
  });
};
