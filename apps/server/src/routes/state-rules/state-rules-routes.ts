import type { FastifyPluginAsync } from 'fastify';
import { STATE_RULES_PATHS, StateRulesCheckQuerySchema, StateRulesCheckSchema } from '@casino/contracts';
import { checkStateRules, locatePoint } from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * What the state and age rules say where the visitor is (IP, and the browser's position when sent):
 * the sign-up page tells a player in a closed state before they register. Read-only; enforcement is in
 * the use cases (assertMayPlaySweepstakes, the purchase, sign-in and sign-up).
 */
export const stateRulesRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', STATE_RULES_PATHS.check, {
    guard: 'open',
    cache: 'noStore',
    schema: { querystring: StateRulesCheckQuerySchema, response: { 200: StateRulesCheckSchema } },
    config: { rateLimit: RATE_LIMITS.locationCheck },
    handler: async (request) => {
      const { latitude, longitude } = request.query;
      const point =
        latitude !== undefined && longitude !== undefined ? locatePoint(latitude, longitude) : null;
      const data = await checkStateRules(db, {
        playerId: request.playerId,
        ip: request.clientIp,
        point: point && point.country !== 'outside' ? point : null,
        at: clock.now(),
      });
      return { data };
    },
  });
};
