import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_WEB_PUSH_PATHS as PATHS,
  BackofficeRowIdParamsSchema,
  BackofficeWebPushAudienceRequestSchema,
  BackofficeWebPushAudienceResponseSchema,
  BackofficeWebPushCampaignCreateSchema,
  BackofficeWebPushCampaignSavedSchema,
  BackofficeWebPushCampaignsPageSchema,
  BackofficeWebPushCampaignsQuerySchema,
} from '@casino/contracts';
import {
  appendAudit,
  cancelWebPushCampaign,
  countWebPushAudience,
  createWebPushCampaign,
  listWebPushCampaigns,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList } from '../csv.ts';

/**
 * Web push campaigns (docs/web-push.md, Campaigns): marketing operators write a campaign in both languages,
 * pick its audience (brand, language, last activity) and send time; the `web-push-campaigns` job sends it.
 * Every write is audited (`push.campaign.create`, `push.campaign.cancel`).
 */
export const backofficePushCampaignsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATHS.campaigns,
    {
      onRequest: requireBackoffice('push.read'),
      schema: {
        querystring: BackofficeWebPushCampaignsQuerySchema,
        response: { 200: BackofficeWebPushCampaignsPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listWebPushCampaigns(db, exportPage(request.query));
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'name', header: 'name' },
        { key: 'status', header: 'status' },
        { key: 'sendAt', header: 'sendAt' },
        { key: 'brand', header: 'brand' },
        { key: 'locale', header: 'language' },
        { key: 'activeWithinDays', header: 'activeWithinDays' },
        { key: 'titleEn', header: 'titleEn' },
        { key: 'titleEs', header: 'titleEs' },
        { key: 'link', header: 'link' },
        { key: 'sent', header: 'sent' },
        { key: 'delivered', header: 'delivered' },
        { key: 'failed', header: 'failed' },
        { key: 'removed', header: 'removed' },
      ]);
    },
  );

  r.post(
    PATHS.audience,
    {
      onRequest: requireBackoffice('push.read'),
      schema: {
        body: BackofficeWebPushAudienceRequestSchema,
        response: { 200: BackofficeWebPushAudienceResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await countWebPushAudience(db, request.body, clock.now()) };
    },
  );

  r.post(
    PATHS.campaigns,
    {
      onRequest: requireBackoffice('push.manage'),
      schema: {
        body: BackofficeWebPushCampaignCreateSchema,
        response: { 200: BackofficeWebPushCampaignSavedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const row = await db.transaction(async (tx) => {
        const created = await createWebPushCampaign(tx, {
          fields: request.body,
          operatorId: request.operator.id,
          now: clock.now(),
        });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'push.campaign.create',
          targetType: 'push_campaign',
          targetId: String(created.id),
          before: null,
          after: created,
        });
        return created;
      });
      return { success: true as const, data: row };
    },
  );

  r.post(
    PATHS.cancel(':id'),
    {
      onRequest: requireBackoffice('push.manage'),
      schema: {
        params: BackofficeRowIdParamsSchema,
        response: { 200: BackofficeWebPushCampaignSavedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { after } = await db.transaction(async (tx) => {
        const change = await cancelWebPushCampaign(tx, request.params.id);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'push.campaign.cancel',
          targetType: 'push_campaign',
          targetId: String(request.params.id),
          before: change.before,
          after: change.after,
        });
        return change;
      });
      return { success: true as const, data: after };
    },
  );
};
