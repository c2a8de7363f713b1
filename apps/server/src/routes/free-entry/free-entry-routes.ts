import type { FastifyPluginAsync } from 'fastify';
import {
  FREE_ENTRY_PATHS,
  FreeEntryInfoSchema,
  FreeEntryRequestReplySchema,
  FreeEntryTermsReplySchema,
} from '@casino/contracts';
import { getFreeEntry, getFreeEntryTerms, requestFreeEntryCode } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Free entry by mail, player side (docs/free-entry-and-state-rules.md): the brand's terms (public, for
 * the rules page), the player's pending code and count, and asking for a code. Crediting is the
 * back-office's (routes/backoffice/free-entry).
 */
export const freeEntryRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', FREE_ENTRY_PATHS.terms, {
    guard: 'open',
    cache: 'revalidate',
    schema: { response: { 200: FreeEntryTermsReplySchema } },
    handler: async (request) => ({ data: await getFreeEntryTerms(db, request.brand.key) }),
  });

  defineRoute(app, 'GET', FREE_ENTRY_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: FreeEntryInfoSchema } },
    handler: async (request) => {
      const data = await getFreeEntry(db, { playerId: signedInPlayerId(request), at: clock.now() });
      return { data };
    },
  });

  defineRoute(app, 'POST', FREE_ENTRY_PATHS.request, {
    guard: 'player',
    schema: { response: { 200: FreeEntryRequestReplySchema } },
    handler: async (request) => {
      const data = await requestFreeEntryCode(db, {
        playerId: signedInPlayerId(request),
        ip: request.clientIp,
        at: clock.now(),
      });
      return { data };
    },
  });
};
