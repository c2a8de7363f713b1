import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAGIC_BOX_OPEN_PATH,
  MAGIC_BOX_PATH,
  MagicBoxOpenBodySchema,
  MagicBoxOpenResponseSchema,
  MagicBoxResponseSchema,
} from '@casino/contracts';
import { getMagicBox, openMagicBox } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The mystery box for signed-in players (docs/engagement.md, "Mystery box"): the player's boxes, the prizes
 * a box may hold and the running event; opening a box draws its content on the server and pays it.
 */
export const magicBoxRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    MAGIC_BOX_PATH,
    { onRequest: requirePlayer, schema: { response: { 200: MagicBoxResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getMagicBox(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.post(
    MAGIC_BOX_OPEN_PATH,
    {
      onRequest: requirePlayer,
      schema: { body: MagicBoxOpenBodySchema, response: { 200: MagicBoxOpenResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      const opened = await openMagicBox(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          id: request.body?.id,
          now: clock.now(),
        },
      );
      return {
        success: true as const,
        id: opened.id,
        prize: opened.prize,
        event: opened.event,
        data: opened.data,
      };
    },
  );
};
