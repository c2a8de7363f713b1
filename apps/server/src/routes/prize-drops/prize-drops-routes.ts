import type { FastifyPluginAsync } from 'fastify';
import { PRIZE_DROPS_PATHS, PrizeDropsInfoResponseSchema } from '@casino/contracts';
import { getPrizeDrops } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** Prize drops of the site's brand for the signed-in player (401 for a guest). Drops are won by play. */
export const prizeDropsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', PRIZE_DROPS_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: PrizeDropsInfoResponseSchema } },
    handler: async (request) => {
      const data = await getPrizeDrops(db, playerOf(request, clock));
      return { data };
    },
  });
};
