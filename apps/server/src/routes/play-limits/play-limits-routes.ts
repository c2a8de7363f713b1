import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PlayLimitsReplySchema,
  PlaySessionSchema,
  SetPlayLimitRequestSchema,
  SetRealityCheckRequestSchema,
} from '@casino/contracts';
import {
  continueRealityCheck,
  getPlayLimits,
  setPlayLimit,
  setRealityCheckInterval,
  touchPlaySession,
} from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/** The sign-in the request belongs to: a new sign-in starts a new play session. */
const who = (request: FastifyRequest) => ({
  playerId: signedInPlayerId(request),
  signInId: request.sessionId ?? 'unknown',
});

/**
 * The signed-in player's limits (docs/play-limits.md): read and change them, and the play session the
 * reality check shows (the page's heartbeat). Every answer is private.
 */
export const playLimitsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/play-limits/',
    { onRequest: requirePlayer, schema: { response: { 200: PlayLimitsReplySchema } } },
    async (request, reply) => {
      noStore(reply);
      return getPlayLimits(db, signedInPlayerId(request), clock.now());
    },
  );

  r.post(
    '/rest/play-limits/',
    {
      onRequest: requirePlayer,
      schema: { body: SetPlayLimitRequestSchema, response: { 200: PlayLimitsReplySchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return setPlayLimit(db, { playerId: signedInPlayerId(request), ...request.body, now: clock.now() });
    },
  );

  r.post(
    '/rest/play-limits/reality-check/',
    {
      onRequest: requirePlayer,
      schema: { body: SetRealityCheckRequestSchema, response: { 200: PlayLimitsReplySchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const now = clock.now();
      await setRealityCheckInterval(db, { ...who(request), minutes: request.body.minutes, now });
      return getPlayLimits(db, signedInPlayerId(request), now);
    },
  );

  r.get(
    '/rest/play-limits/session/',
    { onRequest: requirePlayer, schema: { response: { 200: PlaySessionSchema } } },
    async (request, reply) => {
      noStore(reply);
      return touchPlaySession(db, { ...who(request), now: clock.now() });
    },
  );

  r.post(
    '/rest/play-limits/reality-check/continue/',
    { onRequest: requirePlayer, schema: { response: { 200: PlaySessionSchema } } },
    async (request, reply) => {
      noStore(reply);
      return continueRealityCheck(db, { ...who(request), now: clock.now() });
    },
  );
};
