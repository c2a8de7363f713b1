import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoFeatureDetailResponseSchema,
  BoFeatureParamsSchema,
  BoFeaturesQuerySchema,
  BoFeatureUpdateRequestSchema,
  type BoFeatureRow,
} from '@casino/contracts';
import {
  appendAudit,
  getFeatureDetail,
  listFeaturesPage,
  updateFeatureSettingsInTransaction,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const COLUMNS: CsvColumn<BoFeatureRow>[] = [
  { key: 'brand', header: 'Brand' },
  { key: 'key', header: 'Feature' },
  { key: 'enabled', header: 'Enabled' },
  { key: 'live', header: 'Live now' },
  { key: 'priority', header: 'Priority' },
  { key: 'startsAt', header: 'Starts' },
  { key: 'finishesAt', header: 'Finishes' },
  { key: 'resetHour', header: 'Period reset hour' },
  { key: 'timeZone', header: 'Time zone' },
  { key: 'updatedAt', header: 'Updated' },
];

/**
 * Engagement features per brand (docs/backoffice.md): the list and one feature (`features.read`), and its
 * change (`features.manage`) through the engine's own use case — the config checked by the feature's schema
 * (a refusal is a 400 with `errors` keyed by the field's path), audited `feature.update` in the same
 * transaction; the brand's open pages hear of it after the commit.
 */
export const backofficeFeaturesRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = requireBackoffice('features.read');

  r.get(
    BACKOFFICE_QUEUE_PATHS.features,
    { onRequest: read, schema: { querystring: BoFeaturesQuerySchema } },
    async (request, reply) =>
      sendList(
        reply,
        request.query,
        await listFeaturesPage(db, exportPage(request.query), clock.now()),
        COLUMNS,
      ),
  );

  r.get(
    BACKOFFICE_QUEUE_PATHS.feature,
    {
      onRequest: read,
      schema: { params: BoFeatureParamsSchema, response: { 200: BoFeatureDetailResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getFeatureDetail(db, request.params, clock.now()) };
    },
  );

  r.put(
    BACKOFFICE_QUEUE_PATHS.feature,
    {
      onRequest: requireBackoffice('features.manage'),
      schema: {
        params: BoFeatureParamsSchema,
        body: BoFeatureUpdateRequestSchema,
        response: { 200: BoFeatureDetailResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { brand, key } = request.params;
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        const result = await updateFeatureSettingsInTransaction(tx, {
          brand,
          key,
          update: request.body,
          now,
        });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'feature.update',
          targetType: 'feature',
          targetId: `${brand}/${key}`,
          before: result.before,
          after: result.after,
        });
        return result;
      });
      changed.notify(publisher);
      return { success: true as const, data: await getFeatureDetail(db, { brand, key }, now) };
    },
  );
};
