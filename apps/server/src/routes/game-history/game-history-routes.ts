import type { FastifyPluginAsync } from 'fastify';
import {
  GameHistoryQuerySchema,
  GameHistoryResponseSchema,
  GameRoundParamsSchema,
  GameRoundReplaySchema,
} from '@casino/contracts';
import { findGameRound, listGameRounds } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The signed-in player's game rounds, newest first, and one of them with its steps (the frame's replay). */
export const gameHistoryRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  defineRoute(app, 'GET', '/rest/player/game-history/', {
    guard: 'player',
    schema: { querystring: GameHistoryQuerySchema, response: { 200: GameHistoryResponseSchema } },
    handler: async (request) => {
      const playerId = signedInPlayerId(request);
      return {
        data: await listGameRounds(db, { playerId, page: request.query.page }),
      };
    },
  });

  defineRoute(app, 'GET', '/rest/player/game-history/:roundId/', {
    guard: 'player',
    schema: { params: GameRoundParamsSchema, response: { 200: GameRoundReplaySchema } },
    handler: async (request) =>
      findGameRound(db, { playerId: signedInPlayerId(request), roundId: request.params.roundId }),
  });
};
