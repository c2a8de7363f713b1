import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RewardCheckQuerySchema, RewardCheckSchema } from '@casino/contracts';
import { checkRewards, type Database } from '@casino/core';

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
    );
};
