import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * GET /rest/ops/metrics/: the Prometheus exposition through the main port, for operators only (OPS_TOKEN
 * or an API key with `dashboard.read` as a bearer). METRICS_PORT serves the same on a port of its own.
 */
export const metricsRoutes: FastifyPluginAsync<Pick<Services, 'metrics'>> = async (app, { metrics }) => {
  defineRoute(app, 'GET', '/rest/ops/metrics/', {
    guard: 'operator',
    cache: 'noStore',
    handler: async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.exposition()),
  });
};
