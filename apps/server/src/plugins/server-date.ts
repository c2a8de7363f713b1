import type { FastifyInstance } from 'fastify';
import type { Clock } from '@casino/core';

/**
 * Every answer's `Date` header is the app clock's, not the machine's: browsers estimate the server's time
 * from it for their countdowns and feature timers (web `lib/server-clock.ts`), so a moved clock (a test's
 * manual clock, CLOCK_CONTROL) is the one they count toward. Node only adds its own when none is set.
 */
export function registerServerDate(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('date', clock.now().toUTCString());
  });
}
