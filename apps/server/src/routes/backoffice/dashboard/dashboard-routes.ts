import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BACKOFFICE_DASHBOARD_PATH, BackofficeDashboardResponseSchema } from '@casino/contracts';
import { getDashboard } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';

/** GET /rest/backoffice/dashboard/: today's figures and the last 14 days (issue #16, docs/backoffice.md). */
export const dashboardRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    BACKOFFICE_DASHBOARD_PATH,
    {
      onRequest: requireBackoffice('dashboard.read'),
      schema: { response: { 200: BackofficeDashboardResponseSchema } },
    },
    async (_request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getDashboard(db, { now: clock.now() }) };
    },
  );
};
