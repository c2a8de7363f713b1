import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClockMoveSchema, ClockReplySchema } from '@casino/contracts';
import type { MovableClock } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';

/**
 * The test-only clock control: registered only with CLOCK_CONTROL=1 (elsewhere the path is a 404). Moves
 * this process's clock; the day rollover and the scheduled jobs wake at once (docs/security.md).
 */
export const clockRoutes: FastifyPluginAsync<{ clock: MovableClock }> = async (app, { clock }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/rest/ops/clock/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: ClockMoveSchema, response: { 200: ClockReplySchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const { advanceSeconds, now } = request.body;
      await auditedOpsWrite(request, async () => {
        if (now !== undefined) clock.set(now);
        else clock.advance((advanceSeconds ?? 0) * 1000);
      });
      return { now: clock.now().toISOString() };
    },
  );
};
