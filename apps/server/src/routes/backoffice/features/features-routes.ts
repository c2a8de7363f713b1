import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoFeatureDetailResponseSchema,
  BoFeatureParamsSchema,
  BoFeaturesQuerySchema,
  BoFeatureUpdateRequestSchema,
} from '@casino/contracts';
import { getFeatureDetail, listFeaturesPage, updateFeatureSettingsInTransaction } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const FEATURES = listRoute('features.read', BoFeaturesQuerySchema, listFeaturesPage, {
  brand: 'Brand',
  key: 'Feature',
  enabled: 'Enabled',
  live: 'Live now',
  priority: 'Priority',
  startsAt: 'Starts',
  finishesAt: 'Finishes',
  resetHour: 'Period reset hour',
  timeZone: 'Time zone',
  updatedAt: 'Updated',
});

/**
 * Engagement features per brand (docs/backoffice.md): the list and one feature (`features.read`), and its
 * change (`features.manage`) through the engine's own use case — the config checked by the feature's schema
 * (a refusal is a 400 with `errors` keyed by the field's path), audited `feature.update` in the same
 * transaction; the brand's open pages hear of it after the commit.
 */
export const backofficeFeaturesRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  defineListRoute(app, BACKOFFICE_QUEUE_PATHS.features, { db, clock }, FEATURES);

  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.feature, {
    guard: { backoffice: 'features.read' },
    schema: { params: BoFeatureParamsSchema, response: { 200: BoFeatureDetailResponseSchema } },
    handler: async (request) => ({ data: await getFeatureDetail(db, request.params, clock.now()) }),
  });

  defineRoute(app, 'PUT', BACKOFFICE_QUEUE_PATHS.feature, {
    guard: { backoffice: 'features.manage' },
    schema: {
      params: BoFeatureParamsSchema,
      body: BoFeatureUpdateRequestSchema,
      response: { 200: BoFeatureDetailResponseSchema },
    },
    handler: async (request) => {
      const { brand, key } = request.params;
      const now = clock.now();
      const changed = await auditedWrite(
        { db, clock },
        request,
        (tx) =>
          updateFeatureSettingsInTransaction(tx, {
            brand,
            key,
            update: request.body,
            now,
          }),
        (result) => ({
          action: 'feature.update',
          targetType: 'feature',
          targetId: `${brand}/${key}`,
          before: result.before,
          after: result.after,
        }),
      );
      changed.notify(publisher);
      return { data: await getFeatureDetail(db, { brand, key }, now) };
    },
  });
};
