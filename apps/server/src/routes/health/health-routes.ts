import type { FastifyPluginAsync } from 'fastify';
import { HealthSchema, type Health } from '@casino/contracts';
import { defineRoute } from '../../http/define-route.ts';

export interface Readiness {
  state: 'starting' | 'ok' | 'stopping';
  checks: Record<string, () => Promise<void> | void>;
}

/** /healthz: the process answers. /readyz: it should get traffic (started, not stopping, dependencies up). */
export const healthRoutes: FastifyPluginAsync<{ readiness: Readiness }> = async (app, { readiness }) => {
  defineRoute(app, 'GET', '/healthz', {
    guard: 'open',
    schema: { response: { 200: HealthSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });
  defineRoute(app, 'GET', '/readyz', {
    guard: 'open',
    handler: async (_request, reply) => {
      const checks: Record<string, string> = {};
      let healthy = readiness.state === 'ok';
      for (const [name, check] of Object.entries(readiness.checks)) {
        try {
          await check();
          checks[name] = 'ok';
        } catch (error) {
          healthy = false;
          checks[name] = error instanceof Error ? error.message : 'failed';
        }
      }
      const body: Health = { status: readiness.state, checks };
      return reply
        .status(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
