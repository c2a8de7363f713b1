import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRIZE_DROPS_PATHS, PrizeDropsInfoResponseSchema } from '@casino/contracts';
import { getPrizeDrops } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/** Prize drops of the site's brand for the signed-in player (401 for a guest). Drops are won by play. */
export const prizeDropsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PRIZE_DROPS_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: PrizeDropsInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getPrizeDrops(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );
};
