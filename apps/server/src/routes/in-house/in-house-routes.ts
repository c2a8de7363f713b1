import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GamePlayParamsSchema,
  GamePlayResponseSchema,
  InHouseSessionParamsSchema,
  InHouseSessionSchema,
  InHouseSpinBodySchema,
  InHouseSpinSchema,
} from '@casino/contracts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { clientIp, createProxyTrust, unauthorized, type InHouseGames } from '@casino/core';

/**
 * The game launch (`GET /rest/game/{slug}/play/`) and the in-house game frame's session and spin
 * calls. Sessions belong to the signed-in player; the frame is same-origin, so cookies and CSRF apply.
 */
export const inHouseRoutes: FastifyPluginAsync<{
  games: InHouseGames;
  trustedProxies?: readonly string[];
}> = async (app, { games, trustedProxies = [] }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isTrusted = createProxyTrust(trustedProxies);

  r.get(
    '/rest/game/:slug/play/',
    { schema: { params: GamePlayParamsSchema, response: { 200: GamePlayResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const ip = clientIp({
        peer: request.socket.remoteAddress ?? request.ip,
        headers: request.headers,
        isTrusted,
      });
      return games.launch({ playerId: request.playerId, slug: request.params.slug, ip });
    },
  );

  r.get(
    '/rest/in-house/session/:token/',
    { schema: { params: InHouseSessionParamsSchema, response: { 200: InHouseSessionSchema } } },
    async (request, reply) => {
      if (!request.playerId) throw unauthorized();
      reply.header('cache-control', 'private, no-store');
      return games.sessionInfo(request.playerId, request.params.token);
    },
  );

  r.post(
    '/rest/in-house/session/:token/spin/',
    {
      schema: {
        params: InHouseSessionParamsSchema,
        body: InHouseSpinBodySchema,
        response: { 200: InHouseSpinSchema },
      },
      config: { rateLimit: RATE_LIMITS.gameSpin },
    },
    async (request, reply) => {
      if (!request.playerId) throw unauthorized();
      reply.header('cache-control', 'private, no-store');
      return games.spin(request.playerId, request.params.token, request.body.bet);
    },
  );
};
