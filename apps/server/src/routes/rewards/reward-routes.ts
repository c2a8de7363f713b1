import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PlayerRewardsResponseSchema, RewardCheckQuerySchema, RewardCheckSchema } from '@casino/contracts';
import { checkRewards, getPlayerRewards, type Database } from '@casino/core';

export const rewardRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/rewards/check-rewards/',
      { schema: { querystring: RewardCheckQuerySchema, response: { 200: RewardCheckSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return checkRewards(database.db, {
          playerId: request.playerId,
          invitedBy: request.query.invited_by || null,
        });
      },
    )
    // The email, profile and phone rewards of the signed-in player (401 for a guest).
    .get(
      '/rest/player/rewards/',
      { schema: { response: { 200: PlayerRewardsResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          data: await getPlayerRewards(database.db, { playerId: request.playerId }),
        };
      },
    );
};
