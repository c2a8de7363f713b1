import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  FEATURE_CONTENT_PATHS,
  FeatureContentCancelRequestSchema,
  FeatureContentCreateRequestSchema,
  FeatureContentListResponseSchema,
  FeatureContentParamsSchema,
  FeatureContentPublishRequestSchema,
  FeatureContentUpdateRequestSchema,
  FeatureContentVersionParamsSchema,
  FeatureContentVersionResponseSchema,
  type FeatureContentVersion,
} from '@casino/contracts';
import {
  cancelFeatureContentInTransaction,
  createFeatureContentInTransaction,
  listFeatureContent,
  publishFeatureContentInTransaction,
  updateFeatureContentInTransaction,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite, auditOf } from '../audit.ts';
import { defineRoute } from '../../../http/define-route.ts';

/** The audit row of a version's change: its target is `brand/key/id`, before and after the version. */
const change =
  (action: string) =>
  ({ before, after }: { before: FeatureContentVersion | null; after: FeatureContentVersion }) => ({
    action: `featureContent.${action}`,
    targetType: 'featureContent',
    targetId: `${after.brand}/${after.key}/${after.id}`,
    before,
    after,
  });

/**
 * A feature's content versions (issue #32, docs/live-operations.md "Feature content"): the list, the config
 * in effect and the form (`features.read`); a draft's creation and edit, its publish (by the live-edit
 * rule: a live feature changes from its next period on) and cancel (`features.manage`), each audited
 * `featureContent.*` in its transaction. A version whose time has come is applied by the publish itself,
 * else by the `feature-content` job.
 */
export const backofficeFeatureContentRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const deps = { db, clock };

  defineRoute(app, 'GET', FEATURE_CONTENT_PATHS.list, {
    guard: { backoffice: 'features.read' },
    schema: { params: FeatureContentParamsSchema, response: { 200: FeatureContentListResponseSchema } },
    handler: (request) => listFeatureContent(db, request.params, clock.now()),
  });

  defineRoute(app, 'POST', FEATURE_CONTENT_PATHS.list, {
    guard: { backoffice: 'features.manage' },
    schema: {
      params: FeatureContentParamsSchema,
      body: FeatureContentCreateRequestSchema,
      response: { 200: FeatureContentVersionResponseSchema, 201: FeatureContentVersionResponseSchema },
    },
    handler: async (request, reply) => {
      const createdBy = (request as FastifyRequest).operator.email;
      const { after } = await auditedWrite(
        deps,
        request,
        (tx) =>
          createFeatureContentInTransaction(tx, {
            ...request.params,
            ...request.body,
            createdBy,
            now: clock.now(),
          }),
        change('create'),
      );
      reply.code(201);
      return { version: after };
    },
  });

  defineRoute(app, 'PATCH', FEATURE_CONTENT_PATHS.version, {
    guard: { backoffice: 'features.manage' },
    schema: {
      params: FeatureContentVersionParamsSchema,
      body: FeatureContentUpdateRequestSchema,
      response: { 200: FeatureContentVersionResponseSchema },
    },
    handler: async (request) => {
      const { after } = await auditedWrite(
        deps,
        request,
        (tx) =>
          updateFeatureContentInTransaction(tx, { ...request.params, ...request.body, now: clock.now() }),
        change('update'),
      );
      return { version: after };
    },
  });

  defineRoute(app, 'POST', FEATURE_CONTENT_PATHS.publish, {
    guard: { backoffice: 'features.manage' },
    schema: {
      params: FeatureContentVersionParamsSchema,
      body: FeatureContentPublishRequestSchema,
      response: { 200: FeatureContentVersionResponseSchema },
    },
    handler: async (request) => {
      const { effectiveFrom } = request.body;
      const published = await auditedWrite(
        deps,
        request,
        (tx) =>
          publishFeatureContentInTransaction(tx, {
            ...request.params,
            effectiveFrom: effectiveFrom ? new Date(effectiveFrom) : null,
            now: clock.now(),
            actor: auditOf(request as FastifyRequest, clock),
          }),
        change('publish'),
      );
      published.notify(publisher);
      return { version: published.after };
    },
  });

  defineRoute(app, 'POST', FEATURE_CONTENT_PATHS.cancel, {
    guard: { backoffice: 'features.manage' },
    schema: {
      params: FeatureContentVersionParamsSchema,
      body: FeatureContentCancelRequestSchema,
      response: { 200: FeatureContentVersionResponseSchema },
    },
    handler: async (request) => {
      const { after } = await auditedWrite(
        deps,
        request,
        (tx) => cancelFeatureContentInTransaction(tx, { ...request.params, now: clock.now() }),
        change('cancel'),
      );
      return { version: after };
    },
  });
};
