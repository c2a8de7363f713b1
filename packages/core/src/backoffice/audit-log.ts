import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Any number fits: it serialises the writers of the chain across processes. */
const AUDIT_LOCK_ID = 72_616_016;
/** The `prev_hash` of the first row. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

export interface AuditInput {
  operatorId: string | null;
  operatorEmail: string | null;
  /** `<area>.<verb>`: `player.lock`, `wallet.adjust`, `operator.create`, `auth.signIn`… */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  at: Date;
}

type AuditRow = typeof auditLog.$inferSelect;

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** A value as JSON would bring it back (dates as strings, no undefined): what jsonb stores. */
const asStored = (value: unknown): unknown =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

type HashedFields = Omit<AuditRow, 'prevHash' | 'hash'>;

export function auditHash(prevHash: string, row: HashedFields): string {
  const fields = {
    id: row.id,
    at: row.at.toISOString(),
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
  return createHash('sha256')
    .update(prevHash + canonicalJson(fields))
    .digest('hex');
}

/**
 * Appends one row to the audit chain. Call it inside the transaction of the change it records, so both
 * happen or neither: `db.transaction(async (tx) => { …change…; await appendAudit(tx, {...}) })`. A
 * transaction-scoped advisory lock makes the writers take turns, so the chain stays one line across processes.
 */
export async function appendAudit(tx: Db, entry: AuditInput): Promise<AuditRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_ID})`);
  const [last] = await tx
    .select({ id: auditLog.id, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  const fields: HashedFields = {
    id: (last?.id ?? 0) + 1,
    at: entry.at,
    operatorId: entry.operatorId,
    operatorEmail: entry.operatorEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: asStored(entry.before),
    after: asStored(entry.after),
    ip: entry.ip ?? null,
  };
  const prevHash = last?.hash ?? AUDIT_GENESIS_HASH;
  const [row] = await tx
    .insert(auditLog)
    .values({ ...fields, prevHash, hash: auditHash(prevHash, fields) })
    .returning();
  return row!;
}

export interface AuditVerification {
  ok: boolean;
  /** Rows checked (all of them when ok; up to the bad one otherwise). */
  checked: number;
  firstBadId?: number;
  reason?: string;
}

/**
 * Walks the chain from the first row: ids must run 1, 2, 3… (a gap is a deleted row), each `prev_hash` must
 * be the previous row's `hash` (a deleted or moved row breaks it), and each `hash` must match the row's
 * fields (an edited row). A deleted last row cannot be told from one never written: compare the count with
 * one taken earlier (docs/backoffice.md).
 */
export async function verifyAuditLog(db: Db, options: { batch?: number } = {}): Promise<AuditVerification> {
  const batch = options.batch ?? 1000;
  let checked = 0;
  let expectedId = 1;
  let prevHash = AUDIT_GENESIS_HASH;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, expectedId - 1))
      .orderBy(asc(auditLog.id))
      .limit(batch);
    for (const row of rows) {
      const bad = (reason: string): AuditVerification => ({ ok: false, checked, firstBadId: row.id, reason });
      if (row.id !== expectedId)
        return bad(
          row.id - 1 > expectedId
            ? `Entries ${expectedId}–${row.id - 1} are missing (deleted).`
            : `Entry ${expectedId} is missing (deleted).`,
        );
      if (row.prevHash !== prevHash)
        return bad(`Entry ${row.id} does not follow entry ${row.id - 1}: a row was removed or moved.`);
      if (auditHash(row.prevHash, row) !== row.hash)
        return bad(`Entry ${row.id} was changed after it was written (its hash does not match).`);
      checked++;
      expectedId++;
      prevHash = row.hash;
    }
    if (rows.length < batch) return { ok: true, checked };
  }
}
