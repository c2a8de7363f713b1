import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeBannerCreateSchema,
  BackofficeBannerSavedSchema,
  BackofficeBannersPageSchema,
  BackofficeBannersQuerySchema,
  BackofficeBannerUpdateSchema,
  BackofficeRowIdParamsSchema,
} from '@casino/contracts';
import {
  createBackofficeBanner,
  listBackofficeBanners,
  toBackofficeBannerRow,
  updateBackofficeBanner,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * The lobby's banners (the catalogue's `home_banners`; docs/backoffice.md, Banners): list, create, edit,
 * audited `banner.create` / `banner.update`. Banners are catalogue content: the catalogue cache is
 * invalidated after the commit, so the home payload and the guest pages show the change at once.
 */
export const backofficeBannersRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache'>
> = async (app, { db, clock, catalogueCache }) => {
  defineRoute(app, 'GET', '/rest/backoffice/banners/', {
    guard: { backoffice: 'offers.read' },
    schema: { querystring: BackofficeBannersQuerySchema, response: { 200: BackofficeBannersPageSchema } },
    handler: listHandler(
      (query) => listBackofficeBanners(db, query),
      [
        'id',
        'type',
        'placement',
        'afterSection',
        'titleEn',
        'titleEs',
        'link',
        'presetPackageId',
        { key: 'sort', header: 'order' },
        { key: 'isActive', header: 'enabled' },
      ],
    ),
  });

  defineRoute(app, 'POST', '/rest/backoffice/banners/', {
    guard: { backoffice: 'offers.manage' },
    schema: { body: BackofficeBannerCreateSchema, response: { 200: BackofficeBannerSavedSchema } },
    handler: async (request) => {
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) => createBackofficeBanner(tx, request.body),
        (created) => ({
          action: 'banner.create',
          targetType: 'banner',
          targetId: String(created.id),
          before: null,
          after: toBackofficeBannerRow(created),
        }),
      );
      catalogueCache.invalidate();
      return { data: toBackofficeBannerRow(row) };
    },
  });

  defineRoute(app, 'PATCH', '/rest/backoffice/banners/:id/', {
    guard: { backoffice: 'offers.manage' },
    schema: {
      params: BackofficeRowIdParamsSchema,
      body: BackofficeBannerUpdateSchema,
      response: { 200: BackofficeBannerSavedSchema },
    },
    handler: async (request) => {
      const { after } = await auditedWrite(
        { db, clock },
        request,
        (tx) => updateBackofficeBanner(tx, { id: request.params.id, update: request.body }),
        (change) => ({
          action: 'banner.update',
          targetType: 'banner',
          targetId: String(change.after.id),
          before: toBackofficeBannerRow(change.before),
          after: toBackofficeBannerRow(change.after),
        }),
      );
      catalogueCache.invalidate();
      return { data: toBackofficeBannerRow(after) };
    },
  });
};
