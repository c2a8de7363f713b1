import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BackofficeBannerCreateSchema,
  BackofficeBannerSavedSchema,
  BackofficeBannersPageSchema,
  BackofficeBannersQuerySchema,
  BackofficeBannerUpdateSchema,
  BackofficeRowIdParamsSchema,
} from '@casino/contracts';
import {
  appendAudit,
  createBackofficeBanner,
  listBackofficeBanners,
  toBackofficeBannerRow,
  updateBackofficeBanner,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList } from '../csv.ts';

/**
 * The lobby's banners (the catalogue's `home_banners`; docs/backoffice.md, Banners): list, create, edit,
 * audited `banner.create` / `banner.update`. Banners are catalogue content: the catalogue cache is
 * invalidated after the commit, so the home payload and the guest pages show the change at once.
 */
export const backofficeBannersRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache'>
> = async (app, { db, clock, catalogueCache }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/backoffice/banners/',
    {
      onRequest: requireBackoffice('offers.read'),
      schema: { querystring: BackofficeBannersQuerySchema, response: { 200: BackofficeBannersPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeBanners(db, exportPage(request.query));
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'type', header: 'type' },
        { key: 'placement', header: 'placement' },
        { key: 'afterSection', header: 'afterSection' },
        { key: 'titleEn', header: 'titleEn' },
        { key: 'titleEs', header: 'titleEs' },
        { key: 'link', header: 'link' },
        { key: 'presetPackageId', header: 'presetPackageId' },
        { key: 'sort', header: 'order' },
        { key: 'isActive', header: 'enabled' },
      ]);
    },
  );

  r.post(
    '/rest/backoffice/banners/',
    {
      onRequest: requireBackoffice('offers.manage'),
      schema: { body: BackofficeBannerCreateSchema, response: { 200: BackofficeBannerSavedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const row = await db.transaction(async (tx) => {
        const created = await createBackofficeBanner(tx, request.body);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'banner.create',
          targetType: 'banner',
          targetId: String(created.id),
          before: null,
          after: toBackofficeBannerRow(created),
        });
        return created;
      });
      catalogueCache.invalidate();
      return { success: true as const, data: toBackofficeBannerRow(row) };
    },
  );

  r.patch(
    '/rest/backoffice/banners/:id/',
    {
      onRequest: requireBackoffice('offers.manage'),
      schema: {
        params: BackofficeRowIdParamsSchema,
        body: BackofficeBannerUpdateSchema,
        response: { 200: BackofficeBannerSavedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { after } = await db.transaction(async (tx) => {
        const change = await updateBackofficeBanner(tx, { id: request.params.id, update: request.body });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'banner.update',
          targetType: 'banner',
          targetId: String(change.after.id),
          before: toBackofficeBannerRow(change.before),
          after: toBackofficeBannerRow(change.after),
        });
        return change;
      });
      catalogueCache.invalidate();
      return { success: true as const, data: toBackofficeBannerRow(after) };
    },
  );
};
