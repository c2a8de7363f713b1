import type { FastifyPluginAsync } from 'fastify';
import { requireOperator } from '../../plugins/operator-auth.ts';
import type { Services } from '../../services.ts';

export const opsRoutes: FastifyPluginAsync<Pick<Services, 'hub'>> = async (app, { hub }) => {
  app.post('/rest/ops/app-reload/', { onRequest: requireOperator, config: { csrf: false } }, async () => {
    hub.broadcastAppReload();
    return { success: true };
  });
};
