import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GameHistoryQuerySchema, GameHistoryResponseSchema } from '@casino/contracts';
import { listGameRounds } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/** The signed-in player's game rounds, newest first. */
export const gameHistoryRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/rest/player/game-history/',
    {
      onRequest: requirePlayer,
      schema: { querystring: GameHistoryQuerySchema, response: { 200: GameHistoryResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const playerId = signedInPlayerId(request);
      return {
        success: true as const,
        data: await listGameRounds(db, { playerId, page: request.query.page }),
      };
    },
  );
};
