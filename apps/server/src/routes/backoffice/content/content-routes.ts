import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeAgeRuleCreateSchema,
  BackofficeAgeRuleSavedSchema,
  BackofficeAgeRulesPageSchema,
  BackofficeAgeRuleUpdateSchema,
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
  createBackofficeAgeRule,
  createBackofficeRedirect,
  createBackofficeRegion,
  deleteBackofficeRedirect,
  deleteBackofficeRegion,
  listBackofficeAgeRules,
  listBackofficeRedirects,
  listBackofficeRegions,
  listBackofficeTerms,
  publishBackofficeTerms,
  toBackofficeAgeRuleRow,
  toBackofficeRedirectRow,
  toBackofficeRegionRow,
  updateBackofficeAgeRule,
  updateBackofficeRegion,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite, auditOf } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * Content (docs/backoffice.md, Content), audited: terms versions (`content.manage`; `terms.publish`: in force
 * at once, players meet the terms gate on their next page), the compliance rules (`compliance.read` to list,
 * `compliance.manage` to change: the compliance role's and admins', issue #32) — closed states (`region.create|update|delete`) and minimum ages (`ageRule.create|update`) with their
 * effective days and sources, changed from today on; every check reads the tables, so every process follows
 * a change at once, on the server clock's day — and the redirect table (`content.manage`; `redirect.create|delete`; the guest page
 * cache's `redirects` version is bumped, as a new entry may take over a cached page).
 */
export const backofficeContentRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'pageVersions'>
> = async (app, { db, clock, pageVersions }) => {
  // Terms versions
  defineRoute(app, 'GET', '/rest/backoffice/content/terms/', {
    guard: { backoffice: 'content.manage' },
    schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeTermsPageSchema } },
    handler: listHandler(
      (query) => listBackofficeTerms(db, query, clock.now()),
      ['id', 'key', 'version', 'title', 'url', 'effectiveAt', 'current', 'acceptances'],
    ),
  });

  defineRoute(app, 'POST', '/rest/backoffice/content/terms/', {
    guard: { backoffice: 'content.manage' },
    schema: { body: BackofficeTermsPublishSchema, response: { 200: BackofficeTermsPublishedSchema } },
    handler: async (request) => {
      const data = await auditedWrite(
        { db, clock },
        request,
        (tx) => publishBackofficeTerms(tx, request.body, clock.now()),
        (published) => ({
          action: 'terms.publish',
          targetType: 'terms',
          targetId: String(published.id),
          before: null,
          after: published,
        }),
      );
      return { data };
    },
  });

  // Restricted regions
  defineRoute(app, 'GET', '/rest/backoffice/content/regions/', {
    guard: { backoffice: 'compliance.read' },
    schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeRegionsPageSchema } },
    handler: listHandler(
      (query) => listBackofficeRegions(db, query, clock.now()),
      [
        'id',
        'country',
        'region',
        'scope',
        'effectiveFrom',
        'effectiveTo',
        'reason',
        'source',
        'sourceUrl',
        'state',
      ],
    ),
  });

  defineRoute(app, 'POST', '/rest/backoffice/content/regions/', {
    guard: { backoffice: 'compliance.manage' },
    schema: { body: BackofficeRegionCreateSchema, response: { 200: BackofficeRegionSavedSchema } },
    handler: async (request) => {
      const now = clock.now();
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) => createBackofficeRegion(tx, request.body, now),
        (created) => ({
          action: 'region.create',
          targetType: 'region',
          targetId: String(created.id),
          before: null,
          after: created,
        }),
      );
      return { data: toBackofficeRegionRow(row, now) };
    },
  });

  defineRoute(app, 'PATCH', '/rest/backoffice/content/regions/:id/', {
    guard: { backoffice: 'compliance.manage' },
    schema: {
      params: BackofficeRowIdParamsSchema,
      body: BackofficeRegionUpdateSchema,
      response: { 200: BackofficeRegionSavedSchema },
    },
    handler: async (request) => {
      const now = clock.now();
      const { after } = await auditedWrite(
        { db, clock },
        request,
        (tx) => updateBackofficeRegion(tx, { id: request.params.id, update: request.body }, now),
        (change) => ({
          action: 'region.update',
          targetType: 'region',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return { data: toBackofficeRegionRow(after, now) };
    },
  });

  defineRoute(app, 'DELETE', '/rest/backoffice/content/regions/:id/', {
    guard: { backoffice: 'compliance.manage' },
    schema: { params: BackofficeRowIdParamsSchema, response: { 200: BackofficeDeletedSchema } },
    handler: async (request) => {
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
      return {};
    },
  });

  // Minimum ages
  defineRoute(app, 'GET', '/rest/backoffice/content/age-rules/', {
    guard: { backoffice: 'compliance.read' },
    schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeAgeRulesPageSchema } },
    handler: listHandler(
      (query) => listBackofficeAgeRules(db, query, clock.now()),
      [
        'id',
        'country',
        'region',
        'minimumAge',
        'effectiveFrom',
        'effectiveTo',
        'source',
        'sourceUrl',
        'state',
      ],
    ),
  });

  defineRoute(app, 'POST', '/rest/backoffice/content/age-rules/', {
    guard: { backoffice: 'compliance.manage' },
    schema: { body: BackofficeAgeRuleCreateSchema, response: { 200: BackofficeAgeRuleSavedSchema } },
    handler: async (request) => {
      const now = clock.now();
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) => createBackofficeAgeRule(tx, request.body, now),
        (created) => ({
          action: 'ageRule.create',
          targetType: 'ageRule',
          targetId: String(created.id),
          before: null,
          after: created,
        }),
      );
      return { data: toBackofficeAgeRuleRow(row, now) };
    },
  });

  defineRoute(app, 'PATCH', '/rest/backoffice/content/age-rules/:id/', {
    guard: { backoffice: 'compliance.manage' },
    schema: {
      params: BackofficeRowIdParamsSchema,
      body: BackofficeAgeRuleUpdateSchema,
      response: { 200: BackofficeAgeRuleSavedSchema },
    },
    handler: async (request) => {
      const now = clock.now();
      const { after } = await auditedWrite(
        { db, clock },
        request,
        (tx) => updateBackofficeAgeRule(tx, { id: request.params.id, update: request.body }, now),
        (change) => ({
          action: 'ageRule.update',
          targetType: 'ageRule',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return { data: toBackofficeAgeRuleRow(after, now) };
    },
  });

  // Redirects
  defineRoute(app, 'GET', '/rest/backoffice/content/redirects/', {
    guard: { backoffice: 'content.manage' },
    schema: { querystring: BackofficeListQuerySchema, response: { 200: BackofficeRedirectsPageSchema } },
    handler: listHandler(
      (query) => listBackofficeRedirects(db, query),
      ['id', 'fromPath', 'to', 'type', 'status', 'createdAt'],
    ),
  });

  defineRoute(app, 'POST', '/rest/backoffice/content/redirects/', {
    guard: { backoffice: 'content.manage' },
    schema: { body: BackofficeRedirectCreateSchema, response: { 200: BackofficeRedirectSavedSchema } },
    handler: async (request) => {
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) => createBackofficeRedirect(tx, request.body, clock.now()),
        (created) => ({
          action: 'redirect.create',
          targetType: 'redirect',
          targetId: String(created.id),
          before: null,
          after: toBackofficeRedirectRow(created),
        }),
      );
      pageVersions.bump('redirects');
      return { data: toBackofficeRedirectRow(row) };
    },
  });

  defineRoute(app, 'DELETE', '/rest/backoffice/content/redirects/:id/', {
    guard: { backoffice: 'content.manage' },
    schema: { params: BackofficeRowIdParamsSchema, response: { 200: BackofficeDeletedSchema } },
    handler: async (request) => {
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
      return {};
    },
  });
};
