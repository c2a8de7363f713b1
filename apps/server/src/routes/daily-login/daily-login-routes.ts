import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DAILY_LOGIN_PATHS,
  DailyLoginApplyResponseSchema,
  DailyLoginInfoResponseSchema,
} from '@casino/contracts';
import { applyDailyLoginPrize, getDailyLogin } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export const DAILY_LOGIN_CROSS_SITE_TEXT = 'The daily reward can only be collected on this site.';

/** The daily login of the signed-in player (401 for a guest), on the site's brand. */
export const dailyLoginRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    DAILY_LOGIN_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: DailyLoginInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getDailyLogin(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  // The spec's claim is a GET: collected once a day, a repeat answers the same.
  r.get(
    DAILY_LOGIN_PATHS.applyPrize,
    {
      onRequest: requirePlayer,
      schema: { response: { 200: DailyLoginApplyResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      refuseCrossSite(request, DAILY_LOGIN_CROSS_SITE_TEXT);
      noStore(reply);
      return applyDailyLoginPrize(
        { db, publisher },
        { brand: request.brand.key, playerId: signedInPlayerId(request), now: clock.now() },
      );
    },
  );
};
