import type { FastifyPluginAsync } from 'fastify';
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
  cancelWebPushCampaign,
  countWebPushAudience,
  createWebPushCampaign,
  listWebPushCampaigns,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * Web push campaigns (docs/web-push.md, Campaigns): marketing operators write a campaign in both languages,
 * pick its audience (brand, language, last activity) and send time; the `web-push-campaigns` job sends it.
 * Every write is audited (`push.campaign.create`, `push.campaign.cancel`).
 */
export const backofficePushCampaignsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', PATHS.campaigns, {
    guard: { backoffice: 'push.read' },
    schema: {
      querystring: BackofficeWebPushCampaignsQuerySchema,
      response: { 200: BackofficeWebPushCampaignsPageSchema },
    },
    handler: listHandler(
      (query) => listWebPushCampaigns(db, query),
      [
        'id',
        'name',
        'status',
        'sendAt',
        'brand',
        { key: 'locale', header: 'language' },
        'activeWithinDays',
        'titleEn',
        'titleEs',
        'link',
        'sent',
        'delivered',
        'failed',
        'removed',
      ],
    ),
  });

  defineRoute(app, 'POST', PATHS.audience, {
    guard: { backoffice: 'push.read' },
    schema: {
      body: BackofficeWebPushAudienceRequestSchema,
      response: { 200: BackofficeWebPushAudienceResponseSchema },
    },
    handler: async (request) => ({ data: await countWebPushAudience(db, request.body, clock.now()) }),
  });

  defineRoute(app, 'POST', PATHS.campaigns, {
    guard: { backoffice: 'push.manage' },
    schema: {
      body: BackofficeWebPushCampaignCreateSchema,
      response: { 200: BackofficeWebPushCampaignSavedSchema },
    },
    handler: async (request) => {
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) =>
          createWebPushCampaign(tx, {
            fields: request.body,
            operatorId: request.operator.id,
            now: clock.now(),
          }),
        (created) => ({
          action: 'push.campaign.create',
          targetType: 'push_campaign',
          targetId: String(created.id),
          before: null,
          after: created,
        }),
      );
      return { data: row };
    },
  });

  defineRoute(app, 'POST', PATHS.cancel(':id'), {
    guard: { backoffice: 'push.manage' },
    schema: {
      params: BackofficeRowIdParamsSchema,
      response: { 200: BackofficeWebPushCampaignSavedSchema },
    },
    handler: async (request) => {
      const { after } = await auditedWrite(
        { db, clock },
        request,
        (tx) => cancelWebPushCampaign(tx, request.params.id),
        (change) => ({
          action: 'push.campaign.cancel',
          targetType: 'push_campaign',
          targetId: String(request.params.id),
          before: change.before,
          after: change.after,
        }),
      );
      return { data: after };
    },
  });
};
