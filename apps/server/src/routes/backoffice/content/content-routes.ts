import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BackofficeDeletedSchema,
  BackofficeRowIdParamsSchema,
  BackofficeListQuerySchema,
  BackofficeRedirectCreateSchema,
  BackofficeRedirectSavedSchema,
  BackofficeRedirectsPageSchema,
  BackofficeRegionCreateSchema,
  BackofficeRegionSavedSchema,
  BackofficeRegionsPageSchema,
  BackofficeRegionUpdateSchema,
  BackofficeTermsPageSchema,
  BackofficeTermsPublishedSchema,
  BackofficeTermsPublishSchema,
} from '@casino/contracts';
import {
  appendAudit,
  createBackofficeRedirect,
  createBackofficeRegion,
  deleteBackofficeRedirect,
  deleteBackofficeRegion,
  listBackofficeRedirects,
  listBackofficeRegions,
  listBackofficeTerms,
  publishBackofficeTerms,
  toBackofficeRedirectRow,
  toBackofficeRegionRow,
  updateBackofficeRegion,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList } from '../csv.ts';

/**
 * Content (docs/backoffice.md, Content), all behind `content.manage` and audited: terms versions
 * (`terms.publish`: in force at once, players meet the terms gate on their next page), restricted regions
 * with their effective dates (`region.create|update|delete`; the geo checks read the table on every check
 * and judge the server clock's day), and the redirect table (`redirect.create|delete`; the guest page
 * cache's `redirects` version is bumped, as a new entry may take over a cached page).
 */
export const backofficeContentRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'pageVersions'>
> = async (app, { db, clock, pageVersions }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireBackoffice('content.manage');

  // Terms versions
  r.get(
    '/rest/backoffice/content/terms/',
    {
      onRequest,
      schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeTermsPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeTerms(db, exportPage(request.query), clock.now());
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'key', header: 'key' },
        { key: 'version', header: 'version' },
        { key: 'title', header: 'title' },
        { key: 'url', header: 'url' },
        { key: 'effectiveAt', header: 'effectiveAt' },
        { key: 'current', header: 'current' },
        { key: 'acceptances', header: 'acceptances' },
      ]);
    },
  );

  r.post(
    '/rest/backoffice/content/terms/',
    {
      onRequest,
      schema: { body: BackofficeTermsPublishSchema, response: { 200: BackofficeTermsPublishedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await db.transaction(async (tx) => {
        const published = await publishBackofficeTerms(tx, request.body, clock.now());
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'terms.publish',
          targetType: 'terms',
          targetId: String(published.id),
          before: null,
          after: published,
        });
        return published;
      });
      return { success: true as const, data };
    },
  );

  // Restricted regions
  r.get(
    '/rest/backoffice/content/regions/',
    {
      onRequest,
      schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeRegionsPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeRegions(db, exportPage(request.query), clock.now());
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'country', header: 'country' },
        { key: 'region', header: 'region' },
        { key: 'scope', header: 'scope' },
        { key: 'effectiveFrom', header: 'effectiveFrom' },
        { key: 'effectiveTo', header: 'effectiveTo' },
        { key: 'reason', header: 'reason' },
        { key: 'state', header: 'state' },
      ]);
    },
  );

  r.post(
    '/rest/backoffice/content/regions/',
    {
      onRequest,
      schema: { body: BackofficeRegionCreateSchema, response: { 200: BackofficeRegionSavedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await createBackofficeRegion(tx, request.body);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'region.create',
          targetType: 'region',
          targetId: String(created.id),
          before: null,
          after: created,
        });
        return created;
      });
      return { success: true as const, data: toBackofficeRegionRow(row, now) };
    },
  );

  r.patch(
    '/rest/backoffice/content/regions/:id/',
    {
      onRequest,
      schema: {
        params: BackofficeRowIdParamsSchema,
        body: BackofficeRegionUpdateSchema,
        response: { 200: BackofficeRegionSavedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const now = clock.now();
      const { after } = await db.transaction(async (tx) => {
        const change = await updateBackofficeRegion(tx, { id: request.params.id, update: request.body });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'region.update',
          targetType: 'region',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        });
        return change;
      });
      return { success: true as const, data: toBackofficeRegionRow(after, now) };
    },
  );

  r.delete(
    '/rest/backoffice/content/regions/:id/',
    {
      onRequest,
      schema: { params: BackofficeRowIdParamsSchema, response: { 200: BackofficeDeletedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      await db.transaction(async (tx) => {
        const removed = await deleteBackofficeRegion(tx, request.params.id);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'region.delete',
          targetType: 'region',
          targetId: String(removed.id),
          before: removed,
          after: null,
        });
      });
      return { success: true as const };
    },
  );

  // Redirects
  r.get(
    '/rest/backoffice/content/redirects/',
    {
      onRequest,
      schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeRedirectsPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeRedirects(db, exportPage(request.query));
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'fromPath', header: 'fromPath' },
        { key: 'to', header: 'to' },
        { key: 'type', header: 'type' },
        { key: 'status', header: 'status' },
        { key: 'createdAt', header: 'createdAt' },
      ]);
    },
  );

  r.post(
    '/rest/backoffice/content/redirects/',
    {
      onRequest,
      schema: { body: BackofficeRedirectCreateSchema, response: { 200: BackofficeRedirectSavedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const row = await db.transaction(async (tx) => {
        const created = await createBackofficeRedirect(tx, request.body, clock.now());
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'redirect.create',
          targetType: 'redirect',
          targetId: String(created.id),
          before: null,
          after: toBackofficeRedirectRow(created),
        });
        return created;
      });
      pageVersions.bump('redirects');
      return { success: true as const, data: toBackofficeRedirectRow(row) };
    },
  );

  r.delete(
    '/rest/backoffice/content/redirects/:id/',
    {
      onRequest,
      schema: { params: BackofficeRowIdParamsSchema, response: { 200: BackofficeDeletedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      await db.transaction(async (tx) => {
        const removed = await deleteBackofficeRedirect(tx, request.params.id);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'redirect.delete',
          targetType: 'redirect',
          targetId: String(removed.id),
          before: toBackofficeRedirectRow(removed),
          after: null,
        });
      });
      pageVersions.bump('redirects');
      return { success: true as const };
    },
  );
};
