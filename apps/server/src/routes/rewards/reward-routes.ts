import type { FastifyPluginAsync } from 'fastify';
import { PlayerRewardsResponseSchema, RewardCheckQuerySchema, RewardCheckSchema } from '@casino/contracts';
import { checkRewards, getPlayerRewards } from '@casino/core';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export const rewardRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  defineRoute(app, 'GET', '/rest/rewards/check-rewards/', {
    guard: 'open',
    cache: 'noStore',
    schema: { querystring: RewardCheckQuerySchema, response: { 200: RewardCheckSchema } },
    handler: async (request) =>
      checkRewards(db, { playerId: request.playerId, invitedBy: request.query.invited_by || null }),
  });

  // The email, profile and phone rewards of the signed-in player (401 for a guest).
  defineRoute(app, 'GET', '/rest/player/rewards/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: PlayerRewardsResponseSchema } },
    handler: async (request) => ({ data: await getPlayerRewards(db, { playerId: request.playerId }) }),
  });
};
