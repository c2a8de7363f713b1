import type { FastifyPluginAsync } from 'fastify';
import {
  RedeemCreateRequestSchema,
  RedeemIdParamsSchema,
  RedeemInfoReplySchema,
  RedeemOpsListQuerySchema,
  RedeemOpsListResponseSchema,
  RedeemRejectRequestSchema,
  RedeemRequestReplySchema,
  toMinorUnits,
} from '@casino/contracts';
import {
  approveRedeem,
  cancelRedeem,
  createRedeem,
  getRedeemInfo,
  listRedeemsForReview,
  rejectRedeem,
} from '@casino/core';
import { auditOf } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export type RedeemRoutesOptions = Pick<Services, 'db' | 'publisher' | 'clock'> & {
  /** REDEEM_MINIMUM, player-facing winnings. */
  redeemMinimum: number;
};

/** The player's redeem routes and the operator's decisions on them. */
export const redeemRoutes: FastifyPluginAsync<RedeemRoutesOptions> = async (app, options) => {
  const { db, publisher } = options;
  const deps = {
    db,
    publisher,
    clock: options.clock,
    minimumMinor: toMinorUnits('WINNING', options.redeemMinimum),
  };

  defineRoute(app, 'GET', '/rest/redeem/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: RedeemInfoReplySchema } },
    handler: async (request) => ({ data: await getRedeemInfo(deps, { playerId: request.playerId }) }),
  });

  defineRoute(app, 'POST', '/rest/redeem/', {
    guard: 'open',
    schema: { body: RedeemCreateRequestSchema, response: { 200: RedeemRequestReplySchema } },
    config: { rateLimit: RATE_LIMITS.redeemWrite },
    handler: async (request) => {
      const { request: created } = await createRedeem(deps, { playerId: request.playerId, ...request.body });
      return { data: created };
    },
  });

  defineRoute(app, 'POST', '/rest/redeem/:id/cancel/', {
    guard: 'open',
    schema: { params: RedeemIdParamsSchema, response: { 200: RedeemRequestReplySchema } },
    config: { rateLimit: RATE_LIMITS.redeemWrite },
    handler: async (request) => ({
      data: await cancelRedeem(deps, { playerId: request.playerId, redeemId: request.params.id }),
    }),
  });

  defineRoute(app, 'GET', '/rest/ops/redeems/', {
    guard: 'operator',
    schema: { querystring: RedeemOpsListQuerySchema, response: { 200: RedeemOpsListResponseSchema } },
    handler: async (request) => ({ data: await listRedeemsForReview(db, request.query) }),
  });

  defineRoute(app, 'POST', '/rest/ops/redeems/:id/approve/', {
    guard: 'operator',
    schema: { params: RedeemIdParamsSchema, response: { 200: RedeemRequestReplySchema } },
    handler: async (request) => ({
      data: await approveRedeem(deps, { redeemId: request.params.id }, auditOf(request, options.clock)),
    }),
  });

  defineRoute(app, 'POST', '/rest/ops/redeems/:id/reject/', {
    guard: 'operator',
    schema: {
      params: RedeemIdParamsSchema,
      body: RedeemRejectRequestSchema,
      response: { 200: RedeemRequestReplySchema },
    },
    handler: async (request) => ({
      data: await rejectRedeem(
        deps,
        { redeemId: request.params.id, note: request.body.note },
        auditOf(request, options.clock),
      ),
    }),
  });
};
