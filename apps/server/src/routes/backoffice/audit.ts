import type { FastifyRequest } from 'fastify';
import type { Clock } from '@casino/core';

/**
 * Who, from where and when, for `appendAudit` (behind `requireBackoffice`):
 * `await appendAudit(tx, { ...auditOf(request, clock), action: 'player.lock', targetType: 'player', … })`.
 */
export const auditOf = (request: FastifyRequest, clock: Clock) => ({
  operatorId: request.operator.id,
  operatorEmail: request.operator.email,
  ip: request.clientIp || request.ip || null,
  at: clock.now(),
});
