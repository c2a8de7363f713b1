import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@casino/contracts';

export interface Readiness {
  state: 'starting' | 'ok' | 'stopping';
  checks: Record<string, () => Promise<void> | void>;
}

/** /healthz: the process answers. /readyz: it should get traffic (started, not stopping, dependencies up). */
export const healthRoutes: FastifyPluginAsync<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get('/healthz', async () => ({ status: 'ok' }) satisfies Health);
  app.get('/readyz', async (_request, reply) => {
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
  });
};
