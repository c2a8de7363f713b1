import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  WalletAdjustRequestSchema,
  WalletAdjustResponseSchema,
} from '@casino/contracts';
import {
  adjustBalance,
  approveRedeem,
  cancelRedeem,
  createRedeem,
  getRedeemInfo,
  listRedeemsForReview,
  rejectRedeem,
  type Database,
  type Publisher,
} from '@casino/core';
import { requireOps } from '../ops/ops-routes.ts';

export interface RedeemRoutesOptions {
  database: Database;
  /** REDEEM_MINIMUM, player-facing winnings. */
  redeemMinimum: number;
  opsToken?: string;
}

/** Per player: a person sends a few requests a day; this stops a stuck script, not a player. */
const REDEEM_WRITE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `redeem:${request.playerId ?? request.ip}`,
} as const;

/** The player's redeem routes and the operator's decisions on them (plus balance adjustments). */
export const redeemRoutes: FastifyPluginAsync<RedeemRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;
  const deps = { db, publisher, minimumMinor: toMinorUnits('WINNING', options.redeemMinimum) };

  r.get('/rest/redeem/', { schema: { response: { 200: RedeemInfoReplySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await getRedeemInfo(deps, { playerId: request.playerId }) };
  });

  r.post(
    '/rest/redeem/',
    {
      schema: { body: RedeemCreateRequestSchema, response: { 200: RedeemRequestReplySchema } },
      config: { rateLimit: REDEEM_WRITE_LIMIT },
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
      config: { rateLimit: REDEEM_WRITE_LIMIT },
    },
    async (request) => ({
      success: true as const,
      data: await cancelRedeem(deps, { playerId: request.playerId, redeemId: request.params.id }),
    }),
  );

  const ops = { onRequest: requireOps(options.opsToken), config: { csrf: false } };

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
      data: await approveRedeem(deps, { redeemId: request.params.id }),
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
      data: await rejectRedeem(deps, { redeemId: request.params.id, note: request.body.note }),
    }),
  );

  r.post(
    '/rest/ops/wallet/adjust/',
    { ...ops, schema: { body: WalletAdjustRequestSchema, response: { 200: WalletAdjustResponseSchema } } },
    async (request) => ({ success: true as const, data: await adjustBalance(deps, request.body) }),
  );
};
