import type { FastifyPluginAsync } from 'fastify';
import { SeededPlayReplySchema, SeededPlaySchema } from '@casino/contracts';
import type { SeededPlay } from '@casino/core';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * A test control beside the movable clock: registered only with CLOCK_CONTROL=1 (elsewhere a 404). Seeds one
 * player's in-house rounds so the browser journeys can reach features and big wins deterministically.
 */
export const seededPlayRoutes: FastifyPluginAsync<{ seeded: SeededPlay }> = async (app, { seeded }) => {
  defineRoute(app, 'POST', '/rest/ops/in-house/seed/', {
    guard: 'operator',
    cache: 'noStore',
    schema: { body: SeededPlaySchema, response: { 200: SeededPlayReplySchema } },
    handler: async (request) => auditedOpsWrite(request, (tx) => seeded.seed(tx, request.body)),
  });
};
