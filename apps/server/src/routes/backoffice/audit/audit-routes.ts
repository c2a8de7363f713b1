import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditListQuerySchema,
  AuditVerifyResponseSchema,
  BACKOFFICE_ADMIN_PATHS,
  type AuditEntry,
} from '@casino/contracts';
import { listAudit } from '@casino/core';
import { verifyAndCheckpoint } from '../../../jobs/audit-checkpoint.ts';
import { noStore } from '../../../plugins/caching.ts';
import { requireOperator } from '../../../plugins/operator-auth.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

export const OPS_AUDIT_VERIFY_PATH = '/rest/ops/audit/verify/';

const COLUMNS: CsvColumn<AuditEntry>[] = [
  { key: 'id', header: 'Id' },
  { key: 'at', header: 'At' },
  { key: 'operatorEmail', header: 'Operator' },
  { key: 'operatorId', header: 'Operator id' },
  { key: 'action', header: 'Action' },
  { key: 'targetType', header: 'Target type' },
  { key: 'targetId', header: 'Target id' },
  { key: 'before', header: 'Before' },
  { key: 'after', header: 'After' },
  { key: 'ip', header: 'IP' },
  { key: 'hash', header: 'Hash' },
];

/** The audit log: search (and CSV export), and a check of its hash chain (`audit.read`). */
export const auditRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'auditCheckpoints'>> = async (
  app,
  { db, clock, auditCheckpoints },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireBackoffice('audit.read');

  r.get(
    BACKOFFICE_ADMIN_PATHS.audit,
    { onRequest: guard, schema: { querystring: AuditListQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await listAudit(db, exportPage(request.query)), COLUMNS),
  );

  const verify = async (_request: unknown, reply: FastifyReply) => {
    noStore(reply);
    // Checked against the last signed checkpoint; an intact chain's head becomes the new one.
    return {
      success: true as const,
      data: await verifyAndCheckpoint({ db, checkpoints: auditCheckpoints }, clock.now()),
    };
  };
  r.get(
    BACKOFFICE_ADMIN_PATHS.auditVerify,
    { onRequest: guard, schema: { response: { 200: AuditVerifyResponseSchema } } },
    verify,
  );
  /** `npm run ops -- audit:verify` while the server holds the embedded database (OPS_TOKEN). */
  r.get(
    OPS_AUDIT_VERIFY_PATH,
    { onRequest: requireOperator, schema: { response: { 200: AuditVerifyResponseSchema } } },
    verify,
  );
};
