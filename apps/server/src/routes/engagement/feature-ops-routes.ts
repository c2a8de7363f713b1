import type { FastifyPluginAsync } from 'fastify';
import {
  FeatureParamsSchema,
  FeatureSettingsListResponseSchema,
  FeatureSettingsQuerySchema,
  FeatureSettingsResponseSchema,
  FeatureSettingsUpdateSchema,
} from '@casino/contracts';
import { listFeatureSettings, updateFeatureSettings } from '@casino/core';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const FEATURE_OPS_PATHS = {
  list: '/rest/ops/features/',
  update: '/rest/ops/features/:brand/:key/',
} as const;

/** Operators list and change the engine's feature rows (ADR 0008: behind OPS_TOKEN; `npm run ops -- features:…`). */
export const featureOpsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', FEATURE_OPS_PATHS.list, {
    guard: 'operator',
    cache: 'noStore',
    schema: {
      querystring: FeatureSettingsQuerySchema,
      response: { 200: FeatureSettingsListResponseSchema },
    },
    handler: async (request) => ({ data: await listFeatureSettings(db, request.query) }),
  });

  defineRoute(app, 'PUT', FEATURE_OPS_PATHS.update, {
    guard: 'operator',
    schema: {
      params: FeatureParamsSchema,
      body: FeatureSettingsUpdateSchema,
      response: { 200: FeatureSettingsResponseSchema },
    },
    handler: async (request) => ({
      data: await auditedOpsWrite(
        request,
        (tx, told) =>
          updateFeatureSettings(
            { db: tx, publisher: told },
            { ...request.params, update: request.body, now: clock.now() },
          ),
        publisher,
      ),
    }),
  });
};
