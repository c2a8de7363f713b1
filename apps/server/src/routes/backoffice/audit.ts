import type { FastifyRequest } from 'fastify';
import {
  appendAudit,
  createRecordingPublisher,
  publishAfterCommit,
  type AuditInput,
  type Clock,
  type Db,
  type Publisher,
} from '@casino/core';
import { OPS_ROUTE_PERMISSIONS, opsRouteKey } from '../../plugins/operator-auth.ts';

/**
 * Who, from where and when, for `appendAudit` (behind `requireBackoffice` or `requireOperator`):
 * `await appendAudit(tx, { ...auditOf(request, clock), action: 'player.lock', targetType: 'player', … })`.
 */
export const auditOf = (request: FastifyRequest, clock: Clock) => ({
  operatorId: request.operator.id,
  operatorEmail: request.operator.email,
  ip: request.clientIp || request.ip || null,
  at: clock.now(),
});

/** What an audit row says of a change: the action, its target and the states before and after. */
export type AuditedChange = Pick<AuditInput, 'action' | 'targetType' | 'targetId' | 'before' | 'after'>;

/**
 * A back-office write and its audit row in one transaction, under the signed-in operator: `write` changes
 * through the transaction, `describe` says from its result what changed; both commit or neither does.
 */
export async function auditedWrite<T>(
  { db, clock }: { db: Db; clock: Clock },
  request: FastifyRequest,
  write: (tx: Db) => Promise<T>,
  describe: (result: T) => AuditedChange,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await appendAudit(tx, { ...auditOf(request, clock), ...describe(result) });
    return result;
  });
}

/**
 * An operator endpoint's write (OPS_TOKEN or an API key) and its audit row in one transaction: `write` gets
 * the transaction as its database (a use case's own transaction nests in it as a savepoint), and the row,
 * under the endpoint's action in OPS_ROUTE_PERMISSIONS, commits with the change or not at all. What `write`
 * tells `publisher` (its second argument) is sent once both have committed, never for a rolled-back change.
 */
export async function auditedOpsWrite<T>(
  request: FastifyRequest,
  write: (tx: Db, publisher: Publisher) => Promise<T>,
  publisher?: Publisher,
): Promise<T> {
  const { db, clock } = request.server.backofficeDeps;
  const action = OPS_ROUTE_PERMISSIONS[opsRouteKey(request)]?.action;
  if (!action) throw new Error(`${opsRouteKey(request)} has no audit action in OPS_ROUTE_PERMISSIONS`);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const targetId = [params.id, params.key, params.slug].find((v) => typeof v === 'string') as
    string | undefined;
  const held = publishAfterCommit(publisher ?? createRecordingPublisher().publisher);
  const result = await db.transaction(async (tx) => {
    const result = await write(tx, held.publisher);
    await appendAudit(tx, {
      ...auditOf(request, clock),
      action,
      targetType: 'ops',
      targetId: targetId ?? null,
      after: { route: opsRouteKey(request), params, body: request.body ?? null },
    });
    return result;
  });
  held.flush();
  return result;
}
