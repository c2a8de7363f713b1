import type { FastifyPluginAsync } from 'fastify';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';

export const opsRoutes: FastifyPluginAsync<Pick<Services, 'hub'>> = async (app, { hub }) => {
  app.post(
    '/rest/ops/app-reload/',
    { onRequest: requireOperator, config: { csrf: false } },
    async (request) => {
      await auditedOpsWrite(request, async () => hub.broadcastAppReload());
      return { success: true };
    },
  );
};
