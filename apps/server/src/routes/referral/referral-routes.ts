import type { FastifyPluginAsync } from 'fastify';
import { REFERRAL_PATHS, ReferralInfoQuerySchema, ReferralInfoResponseSchema } from '@casino/contracts';
import { getReferralInfo } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The signed-in player's invite code, link and invited friends (401 for a guest), on the site's brand. */
export const referralRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', REFERRAL_PATHS.info, {
    guard: 'player',
    schema: { querystring: ReferralInfoQuerySchema, response: { 200: ReferralInfoResponseSchema } },
    handler: async (request) => {
      const data = await getReferralInfo(db, {
        ...playerOf(request, clock),
        limit: request.query.limit,
      });
      return { data };
    },
  });
};
