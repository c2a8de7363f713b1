import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FREE_ENTRY_PATHS,
  FreeEntryInfoSchema,
  FreeEntryRequestReplySchema,
  FreeEntryTermsReplySchema,
} from '@casino/contracts';
import { getFreeEntry, getFreeEntryTerms, requestFreeEntryCode } from '@casino/core';
import { noStore, revalidate } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/**
 * Free entry by mail, player side (docs/free-entry-and-state-rules.md): the brand's terms (public, for
 * the rules page), the player's pending code and count, and asking for a code. Crediting is the
 * back-office's (routes/backoffice/free-entry).
 */
export const freeEntryRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    FREE_ENTRY_PATHS.terms,
    { schema: { response: { 200: FreeEntryTermsReplySchema } } },
    async (request, reply) => {
      revalidate(reply);
      return { success: true as const, data: await getFreeEntryTerms(db, request.brand.key) };
    },
  );

  r.get(
    FREE_ENTRY_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: FreeEntryInfoSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getFreeEntry(db, { playerId: signedInPlayerId(request), at: clock.now() });
      return { success: true as const, data };
    },
  );

  r.post(
    FREE_ENTRY_PATHS.request,
    { onRequest: requirePlayer, schema: { response: { 200: FreeEntryRequestReplySchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await requestFreeEntryCode(db, {
        playerId: signedInPlayerId(request),
        ip: request.clientIp,
        at: clock.now(),
      });
      return { success: true as const, data };
    },
  );
};
