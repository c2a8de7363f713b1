import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The daily wheel and the daily chests (spec: bonus offers), for signed-in players: what they have
 * today, the wheel's spin and a chest's opening. The server draws and pays; the client animates.
 */
export const bonusOfferRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BONUSES_PATH,
    { onRequest: requirePlayer, schema: { response: { 200: BonusesResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return getBonuses(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
    },
  );

  r.post(
    DAILY_WHEEL_SPIN_PATH,
    {
      onRequest: requirePlayer,
      schema: { response: { 200: DailyWheelSpinResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      const spin = await spinDailyWheel(
        { db, publisher },
        { brand: request.brand.key, playerId: signedInPlayerId(request), now: clock.now() },
      );
      return {
        success: true as const,
        sectorIndex: spin.sectorIndex,
        prize: spin.prize,
        dailyWheel: spin.dailyWheel,
      };
    },
  );

  r.post(
    DAILY_CHESTS_OPEN_PATH,
    {
      onRequest: requirePlayer,
      schema: { body: DailyChestsOpenBodySchema, response: { 200: DailyChestsOpenResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
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
        success: true as const,
        chest: opened.chest,
        prize: opened.prize,
        dailyChests: opened.dailyChests,
      };
    },
  );
};
