import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFERRAL_PATHS, ReferralInfoQuerySchema, ReferralInfoResponseSchema } from '@casino/contracts';
import { getReferralInfo } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/** The signed-in player's invite code, link and invited friends (401 for a guest), on the site's brand. */
export const referralRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    REFERRAL_PATHS.info,
    {
      onRequest: requirePlayer,
      schema: { querystring: ReferralInfoQuerySchema, response: { 200: ReferralInfoResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await getReferralInfo(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        limit: request.query.limit,
      });
      return { success: true as const, data };
    },
  );
};
