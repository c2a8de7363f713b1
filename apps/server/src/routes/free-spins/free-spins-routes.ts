import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FreeSpinsGrantRequestSchema,
  FreeSpinsGrantResponseSchema,
  FreeSpinsResponseSchema,
} from '@casino/contracts';
import { grantFreeSpinsToPlayer, listFreeSpins } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditOf } from '../backoffice/audit.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/**
 * The player's live free spins (played in the in-house game frame, see in-house-games routes) and the
 * operator's grant.
 */
export const freeSpinsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  deps,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/free-spins/',
    { onRequest: requirePlayer, schema: { response: { 200: FreeSpinsResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        data: await listFreeSpins(deps.db, { playerId: signedInPlayerId(request), now: deps.clock.now() }),
      };
    },
  );

  r.post(
    '/rest/ops/free-spins/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: FreeSpinsGrantRequestSchema, response: { 200: FreeSpinsGrantResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await grantFreeSpinsToPlayer(deps, request.body, auditOf(request, deps.clock)),
    }),
  );
};
