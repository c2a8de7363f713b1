import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionsOf, type Permission } from '@casino/contracts';
import { refused } from '@casino/core';
import { authenticateApiKey, bearerApiKey } from './operator-session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** OPS_TOKEN, or null when operator endpoints are off. */
    operatorToken: string | null;
  }
}

/**
 * The permission a back-office API key needs for each operator endpoint (`<METHOD> <route>`), and the audit
 * action its writes are recorded as, in the transaction of the change (`auditedOpsWrite`, or the use case
 * itself given the actor). An endpoint missing here refuses API keys (OPS_TOKEN still works); a test checks
 * every `requireOperator` route is listed.
 */
export const OPS_ROUTE_PERMISSIONS: Record<string, { permission: Permission; action?: string }> = {
  'POST /rest/ops/app-reload/': { permission: 'content.manage', action: 'app.reload' },
  'GET /rest/ops/documents/': { permission: 'documents.read' },
  'POST /rest/ops/documents/:id/review/': { permission: 'documents.review', action: 'document.review' },
  'GET /rest/ops/redeems/': { permission: 'redeems.read' },
  'POST /rest/ops/redeems/:id/approve/': { permission: 'redeems.review', action: 'redeem.approve' },
  'POST /rest/ops/redeems/:id/reject/': { permission: 'redeems.review', action: 'redeem.reject' },
  'POST /rest/ops/wallet/adjust/': { permission: 'players.adjust', action: 'wallet.adjust' },
  'POST /rest/ops/free-spins/': { permission: 'players.adjust', action: 'freeSpins.grant' },
  'GET /rest/ops/features/': { permission: 'features.read' },
  'PUT /rest/ops/features/:brand/:key/': { permission: 'features.manage', action: 'feature.update' },
  'POST /rest/ops/tournaments/': { permission: 'features.manage', action: 'tournament.create' },
  'POST /rest/ops/terms/publish/': { permission: 'content.manage', action: 'terms.publish' },
  'POST /rest/ops/games/restriction/': { permission: 'players.restrict', action: 'game.restrict' },
  'POST /rest/ops/games/cache/invalidate/': { permission: 'games.manage', action: 'game.cacheInvalidate' },
  'POST /rest/ops/clock/': { permission: 'operators.manage', action: 'clock.move' },
  'POST /rest/ops/in-house/seed/': { permission: 'operators.manage', action: 'inHouse.seed' },
  'POST /rest/ops/jackpots/force-drop/': { permission: 'operators.manage', action: 'jackpot.forceDrop' },
  'GET /dev/outbox/': { permission: 'operators.manage' },
  'POST /rest/ops/operators/': { permission: 'operators.manage' },
  'GET /rest/ops/audit/verify/': { permission: 'audit.read' },
  'GET /rest/ops/metrics/': { permission: 'dashboard.read' },
};

/** The operator token's refusals (`refused(…, status)`). */
export const OPS_TOKEN_REFUSALS = {
  disabled: {
    code: 'ops_disabled',
    message: 'Operator endpoints are disabled: set OPS_TOKEN to enable them.',
  },
  invalid: { code: 'unauthorized', message: 'A valid x-ops-token header is required.' },
} as const;

export const opsRouteKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

export function registerOperatorAuth(app: FastifyInstance, opsToken: string | undefined) {
  app.decorate('operatorToken', opsToken ?? null);
}

/**
 * Operator endpoints (`onRequest: requireOperator`, plus `config: { csrf: false }` on writes) answer with
 * OPS_TOKEN in the x-ops-token header (off without OPS_TOKEN), or with a back-office API key
 * (`authorization: Bearer ck_…`) whose scopes include the endpoint's permission (OPS_ROUTE_PERMISSIONS).
 */
export async function requireOperator(request: FastifyRequest) {
  const key = bearerApiKey(request);
  if (key)
    return authenticateApiKey(request, key, OPS_ROUTE_PERMISSIONS[opsRouteKey(request)]?.permission ?? null);
  const opsToken = request.server.operatorToken;
  if (!opsToken) throw refused(OPS_TOKEN_REFUSALS.disabled, 404);
  const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
  const expected = Buffer.from(opsToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused(OPS_TOKEN_REFUSALS.invalid, 401);
  request.operator = {
    id: 'ops-token',
    email: 'ops-token',
    role: 'admin',
    permissions: permissionsOf('admin'),
    via: 'opsToken',
  };
}
