import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_DASHBOARD_PATH,
  BACKOFFICE_HEALTH_PATH,
  BackofficeDashboardResponseSchema,
  BackofficeHealthResponseSchema,
} from '@casino/contracts';
import { getDashboard, getPlatformHealth } from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineRoute } from '../../../http/define-route.ts';

/** GET /rest/backoffice/dashboard/: today's figures and the last 14 days (issue #16, docs/backoffice.md). */
export const dashboardRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', BACKOFFICE_DASHBOARD_PATH, {
    guard: { backoffice: 'dashboard.read' },
    schema: { response: { 200: BackofficeDashboardResponseSchema } },
    handler: async () => ({ data: await getDashboard(db, { now: clock.now() }) }),
  });

  /** The health panel: live processes, job queues, the activity outbox, the last ledger reconciliation. */
  defineRoute(app, 'GET', BACKOFFICE_HEALTH_PATH, {
    guard: { backoffice: 'dashboard.read' },
    schema: { response: { 200: BackofficeHealthResponseSchema } },
    handler: async () => ({ data: await getPlatformHealth(db, { now: clock.now() }) }),
  });
};
