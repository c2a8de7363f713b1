import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FeatureParamsSchema,
  FeatureSettingsListResponseSchema,
  FeatureSettingsQuerySchema,
  FeatureSettingsResponseSchema,
  FeatureSettingsUpdateSchema,
} from '@casino/contracts';
import { listFeatureSettings, updateFeatureSettings } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';

export const FEATURE_OPS_PATHS = {
  list: '/rest/ops/features/',
  update: '/rest/ops/features/:brand/:key/',
} as const;

/** Operators list and change the engine's feature rows (ADR 0008: behind OPS_TOKEN; `npm run ops -- features:…`). */
export const featureOpsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    FEATURE_OPS_PATHS.list,
    {
      onRequest: requireOperator,
      schema: {
        querystring: FeatureSettingsQuerySchema,
        response: { 200: FeatureSettingsListResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await listFeatureSettings(db, request.query) };
    },
  );

  r.put(
    FEATURE_OPS_PATHS.update,
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: {
        params: FeatureParamsSchema,
        body: FeatureSettingsUpdateSchema,
        response: { 200: FeatureSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auditedOpsWrite(request, (tx) =>
        updateFeatureSettings(
          { db: tx, publisher },
          { ...request.params, update: request.body, now: clock.now() },
        ),
      ),
    }),
  );
};
