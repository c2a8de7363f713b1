import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CashbackInfoResponseSchema,
  CashbackPayRequestSchema,
  CashbackPayResponseSchema,
  RANK_LEAGUE_PATHS,
  RankLeagueInfoResponseSchema,
} from '@casino/contracts';
import { getCashback, getRankLeague, payCashback } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** The rank league and its cashback for the signed-in player (401 for a guest), on the site's brand. */
export const rankLeagueRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    RANK_LEAGUE_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: RankLeagueInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getRankLeague(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    RANK_LEAGUE_PATHS.cashbackInfo,
    { onRequest: requirePlayer, schema: { response: { 200: CashbackInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getCashback(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.post(
    RANK_LEAGUE_PATHS.cashbackPay,
    {
      onRequest: requirePlayer,
      schema: { body: CashbackPayRequestSchema, response: { 200: CashbackPayResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      return payCashback(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          now: clock.now(),
          periodKey: request.body?.periodKey,
        },
      );
    },
  );
};
