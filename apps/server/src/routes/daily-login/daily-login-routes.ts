import type { FastifyPluginAsync } from 'fastify';
import {
  DAILY_LOGIN_PATHS,
  DailyLoginApplyResponseSchema,
  DailyLoginInfoResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import { applyDailyLoginPrize, getDailyLogin } from '@casino/core';
import { entriesWithheldFor } from '../../http/errors.ts';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { playerOf } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The daily login of the signed-in player (401 for a guest), on the site's brand. */
export const dailyLoginRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', DAILY_LOGIN_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: DailyLoginInfoResponseSchema } },
    handler: async (request) => {
      const data = await getDailyLogin(db, playerOf(request, clock));
      return { data };
    },
  });

  // The spec's claim is a GET: collected once a day, a repeat answers the same.
  defineRoute(app, 'GET', DAILY_LOGIN_PATHS.applyPrize, {
    guard: 'player',
    schema: { response: { 200: DailyLoginApplyResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      const claimed = await applyDailyLoginPrize({ db, publisher }, playerOf(request, clock));
      return { ...claimed, entriesWithheld: entriesWithheldFor(request, claimed.entriesWithheld) };
    },
  });
};
