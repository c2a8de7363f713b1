import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta, auditLog } from '../db/schema/index.ts';

/** Any number fits: it serialises the writers of the chain across processes. */
const AUDIT_LOCK_ID = 72_616_016;
/** The `prev_hash` of the first row. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);
/**
 * `app_meta` key: the last row hashed the old, unkeyed way (SHA-256), written under the chain's lock by the
 * first keyed append. Rows up to it verify the old way; a rewrite of them still breaks the link of the first
 * keyed row, which nobody without the key can re-sign.
 */
export const AUDIT_KEYED_FROM_META = 'audit_unkeyed_until';

let auditKey: string | null = null;
/**
 * The chain's HMAC key (AUDIT_HMAC_KEY, or the key file beside the embedded database), set once per process
 * by services.ts before any audit row is written; it never goes into the database, so rows edited there
 * cannot be re-signed.
 */
export function setAuditKey(key: string) {
  if (key.length < 32) throw new Error('The audit HMAC key needs at least 32 characters.');
  auditKey = key;
}
const keyOrThrow = () => {
  if (!auditKey) throw new Error('No audit HMAC key: call setAuditKey(AUDIT_HMAC_KEY) at start.');
  return auditKey;
};

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

/** A keyed row's hash: HMAC-SHA256 with the audit key over the previous hash and the row's fields. */
export function auditHash(prevHash: string, row: HashedFields): string {
  return createHmac('sha256', keyOrThrow())
    .update(prevHash + canonicalJson(hashedFields(row)))
    .digest('hex');
}

/** How rows before the key were hashed (plain SHA-256): verified up to AUDIT_KEYED_FROM_META. */
export function unkeyedAuditHash(prevHash: string, row: HashedFields): string {
  return createHash('sha256')
    .update(prevHash + canonicalJson(hashedFields(row)))
    .digest('hex');
}

/** The fields a row's hash covers, as canonical JSON sees them (the time as ISO text, no undefined). */
function hashedFields(row: HashedFields) {
  const { id, operatorId, operatorEmail, action, targetType, targetId, ip } = row;
  return {
    id,
    at: row.at.toISOString(),
    operatorId,
    operatorEmail,
    action,
    targetType,
    targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip,
  };
}

/** The last unkeyed row's id, or null before the first keyed append. */
async function unkeyedUntil(db: Db): Promise<number | null> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, AUDIT_KEYED_FROM_META));
  return meta ? Number(meta.value) : null;
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
  if ((await unkeyedUntil(tx)) === null)
    await tx
      .insert(appMeta)
      .values({ key: AUDIT_KEYED_FROM_META, value: String(last?.id ?? 0), updatedAt: entry.at });
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

/** The chain's head as it was seen, signed with the audit key, kept outside the database (a checkpoint file). */
export interface AuditCheckpoint {
  count: number;
  headHash: string;
  at: string;
  signature: string;
}

const checkpointSignature = (c: Omit<AuditCheckpoint, 'signature'>) =>
  createHmac('sha256', keyOrThrow())
    .update(`audit-checkpoint:${c.count}:${c.headHash}:${c.at}`)
    .digest('hex');

/** Signs the head a verification just found intact. */
export function signAuditCheckpoint(count: number, headHash: string, at: Date): AuditCheckpoint {
  const unsigned = { count, headHash, at: at.toISOString() };
  return { ...unsigned, signature: checkpointSignature(unsigned) };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface AuditVerification {
  ok: boolean;
  /** Rows checked (all of them when ok; up to the bad one otherwise). */
  checked: number;
  firstBadId?: number;
  reason?: string;
  /** The intact chain's last hash (GENESIS when empty): what a new checkpoint signs. */
  headHash?: string;
}

/**
 * Walks the chain from the first row: ids must run 1, 2, 3… (a gap is a deleted row), each `prev_hash` must
 * be the previous row's `hash` (a deleted or moved row breaks it), and each `hash` must match the row's
 * fields, keyed with the audit HMAC key (an edited row, re-hashed or not, unless one holds the key). Given the
 * last signed checkpoint, the chain must still hold its head: fewer rows, or another row at its place, is a
 * truncation of the newest rows (docs/security.md).
 */
export async function verifyAuditLog(
  db: Db,
  options: { batch?: number; checkpoint?: AuditCheckpoint | null } = {},
): Promise<AuditVerification> {
  const batch = options.batch ?? 1000;
  const checkpoint = options.checkpoint ?? null;
  if (checkpoint && !sameHex(checkpoint.signature, checkpointSignature(checkpoint)))
    return {
      ok: false,
      checked: 0,
      reason: 'The checkpoint is not signed with the audit key: it was altered.',
    };
  // Before the first keyed row every row is an old one.
  const unkeyed = (await unkeyedUntil(db)) ?? Number.MAX_SAFE_INTEGER;
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
      const expected = row.id <= unkeyed ? unkeyedAuditHash(row.prevHash, row) : auditHash(row.prevHash, row);
      if (!sameHex(expected, row.hash))
        return bad(`Entry ${row.id} was changed after it was written (its hash does not match).`);
      if (checkpoint && row.id === checkpoint.count && !sameHex(row.hash, checkpoint.headHash))
        return bad(
          `Entry ${row.id} is not the one the checkpoint of ${checkpoint.at} signed: the chain was rewritten.`,
        );
      checked++;
      expectedId++;
      prevHash = row.hash;
    }
    if (rows.length < batch) {
      if (checkpoint && checked < checkpoint.count)
        return {
          ok: false,
          checked,
          firstBadId: checked + 1,
          reason: `Entries ${checked + 1}–${checkpoint.count} are missing: the checkpoint of ${checkpoint.at} saw ${checkpoint.count} entries (the newest were deleted).`,
        };
      return { ok: true, checked, headHash: prevHash };
    }
  }
}
