import type { FastifyPluginAsync } from 'fastify';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const opsRoutes: FastifyPluginAsync<Pick<Services, 'hub'>> = async (app, { hub }) => {
  defineRoute(app, 'POST', '/rest/ops/app-reload/', {
    guard: 'operator',
    handler: async (request) => {
      await auditedOpsWrite(request, async () => hub.broadcastAppReload());
      return {};
    },
  });
};
