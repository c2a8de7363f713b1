import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { PROCESS_HEARTBEAT_MS, recordProcessHeartbeat, type Db } from '@casino/core';
import type { Job } from './scheduler.ts';

/**
 * Every process writes its heartbeat every PROCESS_HEARTBEAT_MS (the back-office's health panel lists the
 * processes seen in the last minute, with their uptime). Each process's own timer: it reports itself.
 */
export function processHeartbeatJob(deps: {
  db: Db;
  logger?: { error(obj: object, msg?: string): void };
}): Job {
  return {
    name: 'process-heartbeat',
    start({ clock }) {
      const self = { id: randomUUID(), host: hostname(), pid: process.pid, startedAt: clock.now() };
      const beat = () =>
        void recordProcessHeartbeat(deps.db, self, clock.now()).catch((error: unknown) =>
          deps.logger?.error({ err: error }, 'process heartbeat failed'),
        );
      beat();
      const timer = setInterval(beat, PROCESS_HEARTBEAT_MS);
      timer.unref?.();
      return { stop: () => clearInterval(timer) };
    },
  };
}
