import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeBannerCreateSchema,
  BackofficeBannerSavedSchema,
  BackofficeBannersPageSchema,
  BackofficeBannersQuerySchema,
  BackofficeBannerUpdateSchema,
} from '@casino/contracts';
import {
  createBackofficeBanner,
  listBackofficeBanners,
  toBackofficeBannerRow,
  updateBackofficeBanner,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineRowWrites } from '../row-writes.ts';
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

  defineRowWrites(app, db, clock, {
    target: 'banner',
    permission: 'offers.manage',
    paths: { list: '/rest/backoffice/banners/', one: '/rest/backoffice/banners/:id/' },
    reply: BackofficeBannerSavedSchema,
    create: { body: BackofficeBannerCreateSchema, run: createBackofficeBanner },
    update: { body: BackofficeBannerUpdateSchema, run: updateBackofficeBanner },
    shown: toBackofficeBannerRow,
    changed: () => catalogueCache.invalidate(),
  });
};
