import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MONEY_BOX_PATHS, MoneyBoxInfoResponseSchema } from '@casino/contracts';
import { getMoneyBox } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/**
 * The piggy bank of the signed-in player (401 for a guest), on the site's brand. Saving happens on rounds
 * and breaking on the purchase of its offer (the activity handler), so the only call is the info.
 */
export const piggyBankRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    MONEY_BOX_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: MoneyBoxInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getMoneyBox(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );
};
