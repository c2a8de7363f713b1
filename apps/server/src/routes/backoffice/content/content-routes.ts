import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeAgeRuleCreateSchema,
  BackofficeAgeRuleSavedSchema,
  BackofficeAgeRulesPageSchema,
  BackofficeAgeRuleUpdateSchema,
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
import { auditedWrite } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRowWrites } from '../row-writes.ts';
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

  defineRowWrites(app, db, clock, {
    target: 'region',
    permission: 'compliance.manage',
    paths: { list: '/rest/backoffice/content/regions/', one: '/rest/backoffice/content/regions/:id/' },
    reply: BackofficeRegionSavedSchema,
    create: { body: BackofficeRegionCreateSchema, run: createBackofficeRegion },
    update: { body: BackofficeRegionUpdateSchema, run: updateBackofficeRegion },
    remove: deleteBackofficeRegion,
    shown: toBackofficeRegionRow,
    audited: (region) => region,
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

  defineRowWrites(app, db, clock, {
    target: 'ageRule',
    permission: 'compliance.manage',
    paths: { list: '/rest/backoffice/content/age-rules/', one: '/rest/backoffice/content/age-rules/:id/' },
    reply: BackofficeAgeRuleSavedSchema,
    create: { body: BackofficeAgeRuleCreateSchema, run: createBackofficeAgeRule },
    update: { body: BackofficeAgeRuleUpdateSchema, run: updateBackofficeAgeRule },
    shown: toBackofficeAgeRuleRow,
    audited: (rule) => rule,
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

  defineRowWrites(app, db, clock, {
    target: 'redirect',
    permission: 'content.manage',
    paths: { list: '/rest/backoffice/content/redirects/', one: '/rest/backoffice/content/redirects/:id/' },
    reply: BackofficeRedirectSavedSchema,
    create: { body: BackofficeRedirectCreateSchema, run: createBackofficeRedirect },
    remove: deleteBackofficeRedirect,
    shown: toBackofficeRedirectRow,
    // A new entry may take over a cached guest page.
    changed: () => pageVersions.bump('redirects'),
  });
};
