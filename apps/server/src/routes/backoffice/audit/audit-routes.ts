import type { FastifyPluginAsync } from 'fastify';
import { AuditListQuerySchema, AuditVerifyResponseSchema, BACKOFFICE_ADMIN_PATHS } from '@casino/contracts';
import { listAudit } from '@casino/core';
import { verifyAndCheckpoint } from '../../../jobs/audit-checkpoint.ts';
import type { Services } from '../../../services.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

export const OPS_AUDIT_VERIFY_PATH = '/rest/ops/audit/verify/';

const ENTRIES = listRoute('audit.read', AuditListQuerySchema, listAudit, {
  id: 'Id',
  at: 'At',
  operatorEmail: 'Operator',
  operatorId: 'Operator id',
  action: 'Action',
  targetType: 'Target type',
  targetId: 'Target id',
  before: 'Before',
  after: 'After',
  ip: 'IP',
  hash: 'Hash',
});

/** The audit log: search (and CSV export), and a check of its hash chain (`audit.read`). */
export const auditRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'auditCheckpoints'>> = async (
  app,
  { db, clock, auditCheckpoints },
) => {
  defineListRoute(app, BACKOFFICE_ADMIN_PATHS.audit, { db, clock }, ENTRIES);

  // Checked against the last signed checkpoint; an intact chain's head becomes the new one.
  const verify = async () => ({
    data: await verifyAndCheckpoint({ db, checkpoints: auditCheckpoints }, clock.now()),
  });
  const response = { 200: AuditVerifyResponseSchema };
  defineRoute(app, 'GET', BACKOFFICE_ADMIN_PATHS.auditVerify, {
    guard: { backoffice: 'audit.read' },
    schema: { response },
    handler: verify,
  });
  /** `npm run ops -- audit:verify` while the server holds the embedded database (OPS_TOKEN). */
  defineRoute(app, 'GET', OPS_AUDIT_VERIFY_PATH, {
    guard: 'operator',
    cache: 'noStore',
    schema: { response },
    handler: verify,
  });
};
