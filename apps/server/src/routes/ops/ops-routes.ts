import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '@casino/core';
import type { RealtimeHub } from '../../realtime/hub.ts';

/** Operator endpoints answer only with OPS_TOKEN in the x-ops-token header; without OPS_TOKEN they are off. */
export function requireOps(opsToken: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!opsToken)
      throw new DomainError(404, 'Operator endpoints are disabled: set OPS_TOKEN to enable them.');
    const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
    const expected = Buffer.from(opsToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new DomainError(401, 'A valid x-ops-token header is required.');
  };
}

export const opsRoutes: FastifyPluginAsync<{ hub: RealtimeHub; opsToken?: string }> = async (
  app,
  { hub, opsToken },
) => {
  app.post(
    '/rest/ops/app-reload/',
    { onRequest: requireOps(opsToken), config: { csrf: false } },
    async () => {
      hub.broadcastAppReload();
      return { success: true };
    },
  );
};
