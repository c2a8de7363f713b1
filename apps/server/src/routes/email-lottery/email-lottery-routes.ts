import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_LOTTERY_PATHS,
  EmailLotteryInfoQuerySchema,
  EmailLotteryInfoResponseSchema,
} from '@casino/contracts';
import { getEmailLottery } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/** The email lottery of the site's brand for the signed-in player (401 for a guest): next draw, winners. */
export const emailLotteryRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    EMAIL_LOTTERY_PATHS.info,
    {
      onRequest: requirePlayer,
      schema: { querystring: EmailLotteryInfoQuerySchema, response: { 200: EmailLotteryInfoResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await getEmailLottery(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        draws: request.query.draws,
      });
      return { success: true as const, data };
    },
  );
};
