import type { FastifyPluginAsync } from 'fastify';
import {
  FreeSpinsGrantRequestSchema,
  FreeSpinsGrantResponseSchema,
  FreeSpinsResponseSchema,
} from '@casino/contracts';
import { grantFreeSpinsToPlayer, listFreeSpins } from '@casino/core';
import { auditOf } from '../backoffice/audit.ts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The player's live free spins (played in the in-house game frame, see in-house-games routes) and the
 * operator's grant.
 */
export const freeSpinsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  deps,
) => {
  defineRoute(app, 'GET', '/rest/free-spins/', {
    guard: 'player',
    schema: { response: { 200: FreeSpinsResponseSchema } },
    handler: async (request) => ({
      data: await listFreeSpins(deps.db, { playerId: signedInPlayerId(request), now: deps.clock.now() }),
    }),
  });

  defineRoute(app, 'POST', '/rest/ops/free-spins/', {
    guard: 'operator',
    schema: { body: FreeSpinsGrantRequestSchema, response: { 200: FreeSpinsGrantResponseSchema } },
    handler: async (request) => ({
      data: await grantFreeSpinsToPlayer(deps, request.body, auditOf(request, deps.clock)),
    }),
  });
};
