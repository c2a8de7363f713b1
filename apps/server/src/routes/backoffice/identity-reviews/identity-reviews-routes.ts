import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoIdentityReviewDecisionResponseSchema,
  BoIdentityReviewDecisionSchema,
  BoIdentityReviewParamsSchema,
  BoIdentityReviewsQuerySchema,
} from '@casino/contracts';
import { decideIdentityReview, listIdentityReviews } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const REVIEWS = listRoute('documents.read', BoIdentityReviewsQuerySchema, listIdentityReviews, {
  id: 'Id',
  createdAt: 'Found',
  status: 'Status',
  reason: 'Match',
  player: ['New account', (row) => row.player.email ?? row.player.login],
  matched: ['On a break', (row) => row.matched.email ?? row.matched.login],
  decidedAt: 'Decided',
  decidedBy: 'By',
});

/**
 * The identity review queue (docs/backoffice-queues.md): near matches of a new account with a player on a
 * break, both accounts side by side (`documents.read`), and the decision (`documents.review`, the KYC team's):
 * "same person" applies the break to the new account, whose open pages are then signed out like a break's.
 */
export const backofficeIdentityReviewsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'hub'>
> = async (app, { db, clock, publisher, hub }) => {
  defineListRoute(app, BACKOFFICE_QUEUE_PATHS.identityReviews, { db, clock }, REVIEWS);

  defineRoute(app, 'POST', BACKOFFICE_QUEUE_PATHS.identityReviewDecide, {
    guard: { backoffice: 'documents.review' },
    schema: {
      params: BoIdentityReviewParamsSchema,
      body: BoIdentityReviewDecisionSchema,
      response: { 200: BoIdentityReviewDecisionResponseSchema },
    },
    handler: async (request) => {
      const decided = await decideIdentityReview(
        db,
        { id: request.params.id, decision: request.body.decision },
        auditOf(request, clock),
      );
      if (decided.applied !== null) {
        // As when the player takes a break: their sessions ended with it; open pages hear why and close.
        publisher.toPlayer(decided.playerId, { type: 'session', action: 'ended', data: { reason: 'break' } });
        hub.disconnectPlayer(decided.playerId);
      }
      return { data: decided.review };
    },
  });
};
