import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GameHistoryQuerySchema, GameHistoryResponseSchema } from '@casino/contracts';
import { listGameRounds, unauthorized, type Database } from '@casino/core';

/** The signed-in player's game rounds, newest first. */
export const gameHistoryRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/player/game-history/',
      { schema: { querystring: GameHistoryQuerySchema, response: { 200: GameHistoryResponseSchema } } },
      async (request, reply) => {
        if (!request.playerId) throw unauthorized();
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          data: await listGameRounds(database.db, { playerId: request.playerId, page: request.query.page }),
        };
      },
    );
};
