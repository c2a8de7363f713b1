import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

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
  defineRoute(app, 'GET', '/rest/play-limits/', {
    guard: 'player',
    schema: { response: { 200: PlayLimitsReplySchema } },
    handler: async (request) => getPlayLimits(db, signedInPlayerId(request), clock.now()),
  });

  defineRoute(app, 'POST', '/rest/play-limits/', {
    guard: 'player',
    schema: { body: SetPlayLimitRequestSchema, response: { 200: PlayLimitsReplySchema } },
    handler: async (request) =>
      setPlayLimit(db, { playerId: signedInPlayerId(request), ...request.body, now: clock.now() }),
  });

  defineRoute(app, 'POST', '/rest/play-limits/reality-check/', {
    guard: 'player',
    schema: { body: SetRealityCheckRequestSchema, response: { 200: PlayLimitsReplySchema } },
    handler: async (request) => {
      const now = clock.now();
      await setRealityCheckInterval(db, { ...who(request), minutes: request.body.minutes, now });
      return getPlayLimits(db, signedInPlayerId(request), now);
    },
  });

  defineRoute(app, 'GET', '/rest/play-limits/session/', {
    guard: 'player',
    schema: { response: { 200: PlaySessionSchema } },
    handler: async (request) => touchPlaySession(db, { ...who(request), now: clock.now() }),
  });

  defineRoute(app, 'POST', '/rest/play-limits/reality-check/continue/', {
    guard: 'player',
    schema: { response: { 200: PlaySessionSchema } },
    handler: async (request) => continueRealityCheck(db, { ...who(request), now: clock.now() }),
  });
};
