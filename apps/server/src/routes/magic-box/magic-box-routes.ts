import type { FastifyPluginAsync } from 'fastify';
import {
  MAGIC_BOX_OPEN_PATH,
  MAGIC_BOX_PATH,
  MagicBoxOpenBodySchema,
  MagicBoxOpenResponseSchema,
  MagicBoxResponseSchema,
} from '@casino/contracts';
import { getMagicBox, openMagicBox } from '@casino/core';
import { playerOf, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The mystery box for signed-in players (docs/engagement.md, "Mystery box"): the player's boxes, the prizes
 * a box may hold and the running event; opening a box draws its content on the server and pays it.
 */
export const magicBoxRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', MAGIC_BOX_PATH, {
    guard: 'player',
    schema: { response: { 200: MagicBoxResponseSchema } },
    handler: async (request) => {
      const data = await getMagicBox(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'POST', MAGIC_BOX_OPEN_PATH, {
    guard: 'player',
    schema: { body: MagicBoxOpenBodySchema, response: { 200: MagicBoxOpenResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
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
        id: opened.id,
        prize: opened.prize,
        event: opened.event,
        data: opened.data,
      };
    },
  });
};
