import type { FastifyPluginAsync } from 'fastify';
import { MONEY_BOX_PATHS, MoneyBoxInfoResponseSchema } from '@casino/contracts';
import { getMoneyBox } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The piggy bank of the signed-in player (401 for a guest), on the site's brand. Saving happens on rounds
 * and breaking on the purchase of its offer (the activity handler), so the only call is the info.
 */
export const piggyBankRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', MONEY_BOX_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: MoneyBoxInfoResponseSchema } },
    handler: async (request) => {
      const data = await getMoneyBox(db, playerOf(request, clock));
      return { data };
    },
  });
};
