import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PlayerRewardsResponseSchema, RewardCheckQuerySchema, RewardCheckSchema } from '@casino/contracts';
import { checkRewards, getPlayerRewards } from '@casino/core';
import type { Services } from '../../services.ts';
import { noStore } from '../../plugins/caching.ts';

export const rewardRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/rewards/check-rewards/',
      { schema: { querystring: RewardCheckQuerySchema, response: { 200: RewardCheckSchema } } },
      async (request, reply) => {
        noStore(reply);
        return checkRewards(db, {
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
        noStore(reply);
        return {
          success: true as const,
          data: await getPlayerRewards(db, { playerId: request.playerId }),
        };
      },
    );
};
