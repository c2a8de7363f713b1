import type { FastifyPluginAsync } from 'fastify';
import {
  ApiKeyCreateRequestSchema,
  ApiKeyCreateResponseSchema,
  ApiKeyResponseSchema,
  BACKOFFICE_ADMIN_PATHS,
  BackofficeIdParamsSchema,
  BackofficeListQuerySchema,
  type ApiKeyRow,
} from '@casino/contracts';
import { apiKeyView, appendAudit, createApiKey, listApiKeys, revokeApiKey } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, sendList } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const COLUMNS = csvColumns<ApiKeyRow>({
  id: 'Id',
  name: 'Name',
  prefix: 'Prefix',
  scopes: ['Scopes', (row) => row.scopes.join(' ')],
  createdBy: 'Created by',
  createdByName: 'Created by (name)',
  createdAt: 'Created at',
  lastUsedAt: 'Last used at',
  revokedAt: 'Revoked at',
});

/**
 * API keys for automation (`authorization: Bearer ck_…` on back-office and `/rest/ops/` endpoints, within
 * their scopes): administrators only, every change audited; the key is shown once.
 */
export const apiKeysRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', BACKOFFICE_ADMIN_PATHS.apiKeys, {
    guard: { backoffice: 'operators.manage' },
    schema: { querystring: BackofficeListQuerySchema },
    handler: async (request, reply) => {
      const { q, page, pageSize } = request.query;
      const all = (await listApiKeys(db))
        .map((key) => ({ ...apiKeyView(key), createdByName: key.createdByName }))
        .filter((key) => !q || key.name.toLowerCase().includes(q.toLowerCase()) || key.prefix.startsWith(q));
      const rows = request.query.format === 'csv' ? all : all.slice((page - 1) * pageSize, page * pageSize);
      return sendList(reply, request.query, { rows, total: all.length, page, pageSize }, COLUMNS);
    },
  });

  defineRoute(app, 'POST', BACKOFFICE_ADMIN_PATHS.apiKeys, {
    guard: { backoffice: 'operators.manage' },
    schema: { body: ApiKeyCreateRequestSchema, response: { 200: ApiKeyCreateResponseSchema } },
    handler: async (request) => {
      const created = await db.transaction(async (tx) => {
        const { key, apiKey } = await createApiKey(tx, {
          ...request.body,
          createdBy: request.operator.id,
          now: clock.now(),
        });
        const view = { ...apiKeyView(apiKey), createdByName: request.operator.email };
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'apiKey.create',
          targetType: 'apiKey',
          targetId: apiKey.id,
          after: { name: view.name, prefix: view.prefix, scopes: view.scopes },
        });
        return { key, apiKey: view };
      });
      return { data: created };
    },
  });

  defineRoute(app, 'POST', BACKOFFICE_ADMIN_PATHS.apiKeyRevoke, {
    guard: { backoffice: 'operators.manage' },
    schema: { params: BackofficeIdParamsSchema, response: { 200: ApiKeyResponseSchema } },
    handler: async (request) => {
      const apiKey = await db.transaction(async (tx) => {
        const { before, after } = await revokeApiKey(tx, request.params.id, clock.now());
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'apiKey.revoke',
          targetType: 'apiKey',
          targetId: request.params.id,
          before: { revokedAt: before.revokedAt?.toISOString() ?? null },
          after: { revokedAt: after.revokedAt?.toISOString() ?? null },
        });
        return apiKeyView(after);
      });
      return { data: { apiKey } };
    },
  });
};
