import type { FastifyPluginAsync } from 'fastify';
import {
  GamePlayParamsSchema,
  GamePlayResponseSchema,
  InHouseSessionParamsSchema,
  InHouseSessionSchema,
  InHouseSpinBodySchema,
  InHouseSpinSchema,
} from '@casino/contracts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The game launch (`GET /rest/game/{slug}/play/`) and the in-house game frame's session and spin
 * calls. Sessions belong to the signed-in player; the frame is same-origin, so cookies and CSRF apply.
 * A spin is paid (`{ bet }`; `buyFeature` or `target` on the engines that have them) or plays one of the
 * player's free spins on this game (`{ freeSpinId }`).
 */
export const inHouseRoutes: FastifyPluginAsync<Pick<Services, 'inHouseGames'>> = async (
  app,
  { inHouseGames: games },
) => {
  defineRoute(app, 'GET', '/rest/game/:slug/play/', {
    guard: 'open',
    cache: 'noStore',
    schema: { params: GamePlayParamsSchema, response: { 200: GamePlayResponseSchema } },
    handler: async (request) =>
      games.launch({ playerId: request.playerId, slug: request.params.slug, ip: request.clientIp }),
  });

  defineRoute(app, 'GET', '/rest/in-house/session/:token/', {
    guard: 'player',
    schema: { params: InHouseSessionParamsSchema, response: { 200: InHouseSessionSchema } },
    handler: async (request) => games.sessionInfo(signedInPlayerId(request), request.params.token),
  });

  defineRoute(app, 'POST', '/rest/in-house/session/:token/spin/', {
    guard: 'player',
    schema: {
      params: InHouseSessionParamsSchema,
      body: InHouseSpinBodySchema,
      response: { 200: InHouseSpinSchema },
    },
    config: { rateLimit: RATE_LIMITS.gameSpin },
    handler: async (request) => {
      const { body } = request;
      const playerId = signedInPlayerId(request);
      return 'freeSpinId' in body
        ? games.freeSpin(playerId, request.params.token, body.freeSpinId)
        : games.spin(playerId, request.params.token, body);
    },
  });
};
