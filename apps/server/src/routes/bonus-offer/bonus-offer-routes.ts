import type { FastifyPluginAsync } from 'fastify';
import {
  BONUSES_PATH,
  BonusesResponseSchema,
  DAILY_CHESTS_OPEN_PATH,
  DAILY_WHEEL_SPIN_PATH,
  DailyChestsOpenBodySchema,
  DailyChestsOpenResponseSchema,
  DailyWheelSpinResponseSchema,
} from '@casino/contracts';
import { getBonuses, openDailyChest, spinDailyWheel } from '@casino/core';
import { playerOf, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The daily wheel and the daily chests (spec: bonus offers), for signed-in players: what they have
 * today, the wheel's spin and a chest's opening. The server draws and pays; the client animates.
 */
export const bonusOfferRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', BONUSES_PATH, {
    guard: 'player',
    schema: { response: { 200: BonusesResponseSchema } },
    handler: async (request) => getBonuses(db, playerOf(request, clock)),
  });

  defineRoute(app, 'POST', DAILY_WHEEL_SPIN_PATH, {
    guard: 'player',
    schema: { response: { 200: DailyWheelSpinResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      const spin = await spinDailyWheel({ db, publisher }, playerOf(request, clock));
      return {
        sectorIndex: spin.sectorIndex,
        prize: spin.prize,
        dailyWheel: spin.dailyWheel,
      };
    },
  });

  defineRoute(app, 'POST', DAILY_CHESTS_OPEN_PATH, {
    guard: 'player',
    schema: { body: DailyChestsOpenBodySchema, response: { 200: DailyChestsOpenResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      const opened = await openDailyChest(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          chest: request.body.chest,
          now: clock.now(),
        },
      );
      return {
        chest: opened.chest,
        prize: opened.prize,
        dailyChests: opened.dailyChests,
      };
    },
  });
};
