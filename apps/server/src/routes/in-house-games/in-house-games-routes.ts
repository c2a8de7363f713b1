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
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The game launch (`GET /rest/game/{slug}/play/`) and the in-house game frame's session and spin
 * calls. Sessions belong to the signed-in player; the frame is same-origin, so cookies and CSRF apply.
 * A spin is paid (`{ bet }`) or plays one of the player's free spins on this game (`{ freeSpinId }`).
 */
export const inHouseRoutes: FastifyPluginAsync<Pick<Services, 'inHouseGames'>> = async (
  app,
  { inHouseGames: games },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/game/:slug/play/',
    { schema: { params: GamePlayParamsSchema, response: { 200: GamePlayResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return games.launch({ playerId: request.playerId, slug: request.params.slug, ip: request.clientIp });
    },
  );

  r.get(
    '/rest/in-house/session/:token/',
    {
      onRequest: requirePlayer,
      schema: { params: InHouseSessionParamsSchema, response: { 200: InHouseSessionSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return games.sessionInfo(signedInPlayerId(request), request.params.token);
    },
  );

  r.post(
    '/rest/in-house/session/:token/spin/',
    {
      onRequest: requirePlayer,
      schema: {
        params: InHouseSessionParamsSchema,
        body: InHouseSpinBodySchema,
        response: { 200: InHouseSpinSchema },
      },
      config: { rateLimit: RATE_LIMITS.gameSpin },
    },
    async (request, reply) => {
      noStore(reply);
      const { body } = request;
      const playerId = signedInPlayerId(request);
      return 'freeSpinId' in body
        ? games.freeSpin(playerId, request.params.token, body.freeSpinId)
        : games.spin(playerId, request.params.token, body.bet);
    },
  );
};
