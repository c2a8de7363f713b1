import type { FastifyPluginAsync } from 'fastify';
import { ClockMoveSchema, ClockReplySchema } from '@casino/contracts';
import type { MovableClock } from '@casino/core';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The test-only clock control: registered only with CLOCK_CONTROL=1 (elsewhere the path is a 404). Moves
 * this process's clock; the day rollover and the scheduled jobs wake at once (docs/security.md).
 */
export const clockRoutes: FastifyPluginAsync<{ clock: MovableClock }> = async (app, { clock }) => {
  defineRoute(app, 'POST', '/rest/ops/clock/', {
    guard: 'operator',
    cache: 'noStore',
    schema: { body: ClockMoveSchema, response: { 200: ClockReplySchema } },
    handler: async (request) => {
      const { advanceSeconds, now } = request.body;
      await auditedOpsWrite(request, async () => {
        if (now !== undefined) clock.set(now);
        else clock.advance((advanceSeconds ?? 0) * 1000);
      });
      return { now: clock.now().toISOString() };
    },
  });
};
