import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditOf } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export type RedeemRoutesOptions = Pick<Services, 'db' | 'publisher' | 'clock'> & {
  /** REDEEM_MINIMUM, player-facing winnings. */
  redeemMinimum: number;
};

/** The player's redeem routes and the operator's decisions on them. */
export const redeemRoutes: FastifyPluginAsync<RedeemRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, publisher } = options;
  const deps = { db, publisher, minimumMinor: toMinorUnits('WINNING', options.redeemMinimum) };

  r.get('/rest/redeem/', { schema: { response: { 200: RedeemInfoReplySchema } } }, async (request, reply) => {
    noStore(reply);
    return { success: true as const, data: await getRedeemInfo(deps, { playerId: request.playerId }) };
  });

  r.post(
    '/rest/redeem/',
    {
      schema: { body: RedeemCreateRequestSchema, response: { 200: RedeemRequestReplySchema } },
      config: { rateLimit: RATE_LIMITS.redeemWrite },
    },
    async (request) => {
      const { request: created } = await createRedeem(deps, { playerId: request.playerId, ...request.body });
      return { success: true as const, data: created };
    },
  );

  r.post(
    '/rest/redeem/:id/cancel/',
    {
      schema: { params: RedeemIdParamsSchema, response: { 200: RedeemRequestReplySchema } },
      config: { rateLimit: RATE_LIMITS.redeemWrite },
    },
    async (request) => ({
      success: true as const,
      data: await cancelRedeem(deps, { playerId: request.playerId, redeemId: request.params.id }),
    }),
  );

  const ops = { onRequest: requireOperator, config: { csrf: false } };

  r.get(
    '/rest/ops/redeems/',
    {
      onRequest: ops.onRequest,
      schema: { querystring: RedeemOpsListQuerySchema, response: { 200: RedeemOpsListResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listRedeemsForReview(db, request.query) }),
  );

  r.post(
    '/rest/ops/redeems/:id/approve/',
    { ...ops, schema: { params: RedeemIdParamsSchema, response: { 200: RedeemRequestReplySchema } } },
    async (request) => ({
      success: true as const,
      data: await approveRedeem(deps, { redeemId: request.params.id }, auditOf(request, options.clock)),
    }),
  );

  r.post(
    '/rest/ops/redeems/:id/reject/',
    {
      ...ops,
      schema: {
        params: RedeemIdParamsSchema,
        body: RedeemRejectRequestSchema,
        response: { 200: RedeemRequestReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rejectRedeem(
        deps,
        { redeemId: request.params.id, note: request.body.note },
        auditOf(request, options.clock),
      ),
    }),
  );
};
