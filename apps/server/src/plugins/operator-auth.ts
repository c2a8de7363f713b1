import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@casino/core';

declare module 'fastify' {
  interface FastifyInstance {
    /** OPS_TOKEN, or null when operator endpoints are off. */
    operatorToken: string | null;
  }
}

export function registerOperatorAuth(app: FastifyInstance, opsToken: string | undefined) {
  app.decorate('operatorToken', opsToken ?? null);
}

/**
 * Operator endpoints (`onRequest: requireOperator`, plus `config: { csrf: false }` on writes) answer only
 * with OPS_TOKEN in the x-ops-token header; without OPS_TOKEN they are off.
 */
export async function requireOperator(request: FastifyRequest) {
  const opsToken = request.server.operatorToken;
  if (!opsToken) throw new DomainError(404, 'Operator endpoints are disabled: set OPS_TOKEN to enable them.');
  const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
  const expected = Buffer.from(opsToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError(401, 'A valid x-ops-token header is required.');
}
