import type { FastifyPluginAsync } from 'fastify';
import {
  CashbackInfoResponseSchema,
  CashbackPayRequestSchema,
  CashbackPayResponseSchema,
  RANK_LEAGUE_PATHS,
  RankLeagueInfoResponseSchema,
} from '@casino/contracts';
import { getCashback, getRankLeague, payCashback } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The rank league and its cashback for the signed-in player (401 for a guest), on the site's brand. */
export const rankLeagueRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', RANK_LEAGUE_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: RankLeagueInfoResponseSchema } },
    handler: async (request) => {
      const data = await getRankLeague(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'GET', RANK_LEAGUE_PATHS.cashbackInfo, {
    guard: 'player',
    schema: { response: { 200: CashbackInfoResponseSchema } },
    handler: async (request) => {
      const data = await getCashback(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'POST', RANK_LEAGUE_PATHS.cashbackPay, {
    guard: 'player',
    schema: { body: CashbackPayRequestSchema, response: { 200: CashbackPayResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) =>
      payCashback(
        { db, publisher },
        {
          ...playerOf(request, clock),
          periodKey: request.body?.periodKey,
        },
      ),
  });
};
