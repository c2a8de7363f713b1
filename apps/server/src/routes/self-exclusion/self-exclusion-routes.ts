import type { FastifyPluginAsync } from 'fastify';
import {
  SIGNED_OUT_COOKIE,
  SelfExclusionStatusSchema,
  TakeBreakRequestSchema,
  TakeBreakResponseSchema,
} from '@casino/contracts';
import { activeBreak, breakView, requestBreakEnd, takeBreak } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Cooling-off and self-exclusion taken by the player (docs/self-exclusion.md). Taking a break ends every
 * session of the player, tells their open pages (`session ended` push) and closes their sockets.
 */
export const selfExclusionRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'hub' | 'config'>
> = async (app, { db, clock, publisher, hub, config }) => {
  defineRoute(app, 'GET', '/rest/self-exclusion/', {
    guard: 'player',
    schema: { response: { 200: SelfExclusionStatusSchema } },
    handler: async (request) => {
      const now = clock.now();
      const row = await activeBreak(db, signedInPlayerId(request), now);
      return {
        data: {
          active: row ? breakView(row, now) : null,
          idleMinutes: Math.round(config.sessionIdleMs / 60_000),
        },
      };
    },
  });

  defineRoute(app, 'POST', '/rest/self-exclusion/', {
    guard: 'player',
    schema: { body: TakeBreakRequestSchema, response: { 200: TakeBreakResponseSchema } },
    handler: async (request, reply) => {
      const playerId = signedInPlayerId(request);
      const data = await takeBreak(db, { playerId, request: request.body, now: clock.now() });
      // Every session already ended with the break; the other tabs and devices hear it and sign out.
      publisher.toPlayer(playerId, { type: 'session', action: 'ended', data: { reason: 'break' } });
      hub.disconnectPlayer(playerId);
      await reply.endSession();
      reply.setCookie(SIGNED_OUT_COOKIE, 'break', { path: '/', sameSite: 'lax', maxAge: 600 });
      return { data };
    },
  });

  defineRoute(app, 'POST', '/rest/self-exclusion/end-request/', {
    guard: 'player',
    schema: { response: { 200: TakeBreakResponseSchema } },
    handler: async (request) => {
      const data = await requestBreakEnd(db, { playerId: signedInPlayerId(request), now: clock.now() });
      return { data };
    },
  });
};
