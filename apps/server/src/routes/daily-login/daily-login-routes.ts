import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DAILY_LOGIN_PATHS,
  DailyLoginApplyResponseSchema,
  DailyLoginInfoResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import { applyDailyLoginPrize, getDailyLogin } from '@casino/core';
import { entriesWithheldFor } from '../../http/errors.ts';
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

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
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      noStore(reply);
      const claimed = await applyDailyLoginPrize(
        { db, publisher },
        { brand: request.brand.key, playerId: signedInPlayerId(request), now: clock.now() },
      );
      return { ...claimed, entriesWithheld: entriesWithheldFor(request, claimed.entriesWithheld) };
    },
  );
};
