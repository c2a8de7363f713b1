import { sql } from 'drizzle-orm';
import type { PlatformHealth } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { serverProcesses } from '../db/schema/platform.ts';
import { lastReconciliation } from '../wallet/reconcile-ledger.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

/** A process that has not reported for this long is gone (it reports every PROCESS_HEARTBEAT_MS). */
export const PROCESS_STALE_MS = 60_000;
export const PROCESS_HEARTBEAT_MS = 15_000;

/** A server process says it is alive (a timer in every process, apps/server/src/jobs/process-heartbeat.ts). */
export async function recordProcessHeartbeat(
  db: Db,
  process: { id: string; host: string; pid: number; startedAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insert(serverProcesses)
    .values({ ...process, lastSeenAt: now })
    .onConflictDoUpdate({ target: serverProcesses.id, set: { lastSeenAt: now } });
  // Rows of processes gone for a day are of no use to anyone.
  await db.execute(
    sql`DELETE FROM server_processes WHERE last_seen_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
  );
}

const seconds = (value: string | null | undefined) => Math.max(0, Number(value ?? 0));

/**
 * The platform's health as the back-office panel and the metrics show it: live processes, job queues,
 * the activity outbox, the last ledger reconciliation. Job waits are measured against the database's clock
 * (pg-boss schedules by it), process and outbox ages against the app's `now`.
 */
export async function getPlatformHealth(db: Db, input: { now: Date }): Promise<PlatformHealth> {
  const now = input.now;
  const processes = rowsOf<{
    id: string;
    host: string;
    pid: number;
    started_at: string | Date;
    last_seen_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT id, host, pid, started_at, last_seen_at FROM server_processes
      WHERE last_seen_at >= ${new Date(now.getTime() - PROCESS_STALE_MS).toISOString()}::timestamptz
      ORDER BY started_at`),
  );
  const [outbox] = rowsOf<{ pending: string; set_aside: string; oldest: string | Date | null }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM activity_events WHERE processed_at IS NULL)::text AS pending,
        (SELECT count(*) FROM activity_events
          WHERE processed_at IS NOT NULL AND failed_handlers IS NOT NULL)::text AS set_aside,
        (SELECT min(occurred_at) FROM activity_events WHERE processed_at IS NULL) AS oldest`),
  );
  // pg-boss's tables exist once the engine first started.
  const [boss] = rowsOf<{ ready: boolean }>(
    await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`),
  );
  const jobs = boss?.ready
    ? rowsOf<{ name: string; queued: string; oldest: string | null }>(
        await db.execute(sql`
          SELECT name, count(*)::text AS queued,
            max(CASE WHEN start_after <= now() THEN extract(epoch FROM now() - start_after) END)::text AS oldest
          FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name ORDER BY name`),
      )
    : [];
  const last = await lastReconciliation(db);
  const iso = (value: string | Date) => new Date(value).toISOString();
  return {
    processes: processes.map((p) => ({
      id: p.id,
      host: p.host,
      pid: Number(p.pid),
      startedAt: iso(p.started_at),
      lastSeenAt: iso(p.last_seen_at),
      uptimeSeconds: Math.max(0, Math.round((now.getTime() - new Date(p.started_at).getTime()) / 1000)),
    })),
    jobs: jobs.map((j) => ({ name: j.name, queued: Number(j.queued), oldestDueSeconds: seconds(j.oldest) })),
    outbox: {
      pending: Number(outbox?.pending ?? 0),
      setAside: Number(outbox?.set_aside ?? 0),
      oldestPendingSeconds: outbox?.oldest
        ? Math.max(0, Math.round((now.getTime() - new Date(outbox.oldest).getTime()) / 1000))
        : 0,
    },
    reconciliation: last && {
      day: last.day,
      ranAt: last.ranAt.toISOString(),
      problems: last.problems,
      mismatchCount: last.report.mismatchCount,
      unbalancedTransfers: last.report.unbalancedTransfers,
      unbalancedCurrencies: last.report.unbalancedCurrencies,
      redeems: last.report.redeems,
    },
  };
}
