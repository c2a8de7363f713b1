import type { FastifyPluginAsync } from 'fastify';
import { BACKOFFICE_DASHBOARD_PATH, BackofficeDashboardResponseSchema } from '@casino/contracts';
import { getDashboard } from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineRoute } from '../../../http/define-route.ts';

/** GET /rest/backoffice/dashboard/: today's figures and the last 14 days (issue #16, docs/backoffice.md). */
export const dashboardRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', BACKOFFICE_DASHBOARD_PATH, {
    guard: { backoffice: 'dashboard.read' },
    cache: 'noStore',
    schema: { response: { 200: BackofficeDashboardResponseSchema } },
    handler: async () => ({ data: await getDashboard(db, { now: clock.now() }) }),
  });
};
