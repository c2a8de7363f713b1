import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  signAuditCheckpoint,
  verifyAuditLog,
  type AuditCheckpoint,
  type AuditVerification,
  type Db,
} from '@casino/core';
import type { RecurringJob } from './job-engine.ts';

/**
 * The signed checkpoint of the audit chain's head, in a file beside the database (DATA_DIR), never in it:
 * whoever can rewrite the table cannot move the checkpoint back without the key.
 */
export interface AuditCheckpoints {
  read(): AuditCheckpoint | null;
  write(checkpoint: AuditCheckpoint): void;
}

export function fileAuditCheckpoints(file: string): AuditCheckpoints {
  return {
    read: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AuditCheckpoint) : null),
    write(checkpoint) {
      // Whole or not at all: a crash mid-write leaves the previous checkpoint.
      writeFileSync(`${file}.tmp`, JSON.stringify(checkpoint, null, 2), { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    },
  };
}

/** Verifies the chain against the last checkpoint and, when intact, signs its head as the new one. */
export async function verifyAndCheckpoint(
  deps: { db: Db; checkpoints: AuditCheckpoints },
  now: Date,
): Promise<AuditVerification> {
  const result = await verifyAuditLog(deps.db, { checkpoint: deps.checkpoints.read() });
  if (result.ok && result.headHash)
    deps.checkpoints.write(signAuditCheckpoint(result.checked, result.headHash, now));
  const { headHash: _, ...answer } = result;
  return answer;
}

export const AUDIT_CHECKPOINT_JOB: RecurringJob<{ db: Db; checkpoints: AuditCheckpoints }> = {
  name: 'audit-checkpoint',
  // Every 5 minutes: a truncation of the newest rows is caught back to the last checkpoint.
  cron: '*/5 * * * *',
  run: verifyAndCheckpoint,
};
