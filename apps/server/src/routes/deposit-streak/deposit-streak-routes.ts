import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** The deposit streak of the signed-in player (401 for a guest), on the site's brand. */
export const depositStreakRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const player = (request: Parameters<typeof signedInPlayerId>[0]) => ({
    brand: request.brand.key,
    playerId: signedInPlayerId(request),
    now: clock.now(),
  });

  r.get(
    DEPOSIT_STREAK_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: DepositStreakInfoSchema } } },
    async (request, reply) => {
      noStore(reply);
      return getDepositStreak(db, player(request));
    },
  );

  r.get(
    DEPOSIT_STREAK_PATHS.wheelsPrizes,
    { onRequest: requirePlayer, schema: { response: { 200: DepositStreakWheelPrizesResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        prizes: await getDepositStreakWheel(db, { brand: request.brand.key }),
      };
    },
  );

  r.get(
    DEPOSIT_STREAK_PATHS.groupInfo,
    { onRequest: requirePlayer, schema: { response: { 200: DepositStreakGroupInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return getDepositStreakGroup(db, player(request));
    },
  );

  // The spec's claim is a GET: one spin per full streak, a repeat answers the same spin.
  r.get(
    DEPOSIT_STREAK_PATHS.applyPrize,
    {
      onRequest: requirePlayer,
      schema: { response: { 200: DepositStreakApplyResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      noStore(reply);
      const spin = await spinDepositStreakWheel({ db, publisher }, player(request));
      return {
        success: true as const,
        data: { streakId: spin.streakId, sectorIndex: spin.sectorIndex, prize: spin.prize, info: spin.info },
      };
    },
  );
};
