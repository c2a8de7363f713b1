import type { FastifyPluginAsync } from 'fastify';
import {
  EMAIL_LOTTERY_PATHS,
  EmailLotteryInfoQuerySchema,
  EmailLotteryInfoResponseSchema,
} from '@casino/contracts';
import { getEmailLottery } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The email lottery of the site's brand for the signed-in player (401 for a guest): next draw, winners. */
export const emailLotteryRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', EMAIL_LOTTERY_PATHS.info, {
    guard: 'player',
    schema: { querystring: EmailLotteryInfoQuerySchema, response: { 200: EmailLotteryInfoResponseSchema } },
    handler: async (request) => {
      const data = await getEmailLottery(db, {
        ...playerOf(request, clock),
        draws: request.query.draws,
      });
      return { data };
    },
  });
};
