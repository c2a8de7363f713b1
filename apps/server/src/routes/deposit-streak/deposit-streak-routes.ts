import type { FastifyPluginAsync } from 'fastify';
import {
  DEPOSIT_STREAK_PATHS,
  DepositStreakApplyResponseSchema,
  DepositStreakGroupInfoResponseSchema,
  DepositStreakInfoSchema,
  DepositStreakWheelPrizesResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import {
  getDepositStreak,
  getDepositStreakGroup,
  getDepositStreakWheel,
  spinDepositStreakWheel,
} from '@casino/core';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { playerOf } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The deposit streak of the signed-in player (401 for a guest), on the site's brand. */
export const depositStreakRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', DEPOSIT_STREAK_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: DepositStreakInfoSchema } },
    handler: async (request) => getDepositStreak(db, playerOf(request, clock)),
  });

  defineRoute(app, 'GET', DEPOSIT_STREAK_PATHS.wheelsPrizes, {
    guard: 'player',
    schema: { response: { 200: DepositStreakWheelPrizesResponseSchema } },
    handler: async (request) => ({
      prizes: await getDepositStreakWheel(db, { brand: request.brand.key }),
    }),
  });

  defineRoute(app, 'GET', DEPOSIT_STREAK_PATHS.groupInfo, {
    guard: 'player',
    schema: { response: { 200: DepositStreakGroupInfoResponseSchema } },
    handler: async (request) => getDepositStreakGroup(db, playerOf(request, clock)),
  });

  // The spec's claim is a GET: one spin per full streak, a repeat answers the same spin.
  defineRoute(app, 'GET', DEPOSIT_STREAK_PATHS.applyPrize, {
    guard: 'player',
    schema: { response: { 200: DepositStreakApplyResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      const spin = await spinDepositStreakWheel({ db, publisher }, playerOf(request, clock));
      return {
        data: { streakId: spin.streakId, sectorIndex: spin.sectorIndex, prize: spin.prize, info: spin.info },
      };
    },
  });
};
