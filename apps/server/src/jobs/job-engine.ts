import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { onClockMove, type Clock, type ExecuteSql } from '@casino/core';

/** What a handler is given: the app's clock when the run began, and the job's data. */
export interface JobRun<T> {
  /** Decide by this, never by the database's time: tests and the clock control move it. */
  now: Date;
  data: T;
}

/** Runs may repeat (a retry after a crash, a catch-up after a clock move): handlers must be idempotent. */
export type JobHandler<T> = (run: JobRun<T>) => Promise<void>;

export interface JobLogger {
  error(obj: object, msg?: string): void;
}

/**
 * Jobs that run once across server processes, on pg-boss in the app's own database (PostgreSQL or PGlite;
 * docs/adr/0011-job-engine.md). Register with `schedule` and `work` before `start`.
 */
export interface JobEngine {
  /**
   * A recurring job: one run per cron tick across every process that schedules it (pg-boss cron), and one more
   * at once whenever this process's clock is moved, so a jump past a transition is seen without waiting.
   */
  schedule(name: string, cron: string, handler: JobHandler<object>, options?: { tz?: string }): void;
  /** The handler of one-off jobs sent with `sendAt`. */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /**
   * A one-off job at `at` (the app's clock). With `singletonKey` a second send of the same key is dropped
   * (answering null) while pg-boss keeps the first job; name the occurrence in the key (add the time when it
   * can move). The delay is fixed when sent: a later move of the clock does not shift it.
   */
  sendAt<T extends object>(
    name: string,
    data: T,
    at: Date,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  start(): Promise<void>;
  /** Waits for running handlers (bounded) and for the engine's last statements. */
  stop(): Promise<void>;
}

/**
 * A recurring job as data, the shape of the feature modules' jobs (ADR 0017): its name (stored by the engine:
 * never renamed), its cron and one run at the tick's time. The composition root schedules it (`scheduleJob`).
 */
export interface RecurringJob<Deps> {
  name: string;
  cron: string;
  run(deps: Deps, now: Date): Promise<unknown>;
}

/** Schedules `job` with its dependencies: one run per cron tick across processes, and one after a clock move. */
export function scheduleJob<Deps>(jobs: Pick<JobEngine, 'schedule'>, job: RecurringJob<Deps>, deps: Deps) {
  jobs.schedule(job.name, job.cron, async ({ now }) => {
    await job.run(deps, now);
  });
}

/** Told of each run (metrics, traces): `run` wraps the handler, `lagSeconds` is how late it started. */
export interface JobObserver {
  run<R>(
    job: { name: string; lagSeconds: number; requestId?: string },
    handler: () => Promise<R>,
  ): Promise<R>;
}

/** Where a job sent during a request keeps that request's id (`sendAt`), so its run logs it. */
const REQUEST_ID_FIELD = '__requestId';

export interface JobEngineOptions {
  /** The app database's raw executor (`Database.executeSql`). */
  executeSql: ExecuteSql;
  clock: Clock;
  logger?: JobLogger;
  observer?: JobObserver;
  /** The id of the request being served, if any: a job it sends carries it into its run's logs. */
  requestId?: () => string | undefined;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
  /** How often each process checks the cron schedules (one process a time does it). */
  cronMonitorIntervalSeconds?: number;
}

/**
 * A closed engine's answers to pg-boss: no rows; to its job commands (`… SELECT COUNT(*) FROM results`), none
 * counted.
 */
const COUNTS = /SELECT COUNT\(\*\) FROM results/i;
const NOTHING = { rows: [], rowCount: 0 };
const NO_COUNT = { rows: [{ count: '0' }], rowCount: 1 };

/** How long `stop` waits for handlers still running before pg-boss marks them failed (retried later). */
const STOP_TIMEOUT_MS = 5000;

/**
 * A job id made from the name and key: a second insert of the same id is pg-boss's `ON CONFLICT DO NOTHING`,
 * which makes the dedupe exact across processes (a version-8 UUID over SHA-256).
 */
export function singletonJobId(name: string, key: string): string {
  const hash = createHash('sha256').update(`${name}\0${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x80;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** PostgreSQL's SQLSTATE for a transaction it aborted to break a deadlock. */
const DEADLOCK = '40P01';

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { clock, logger } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, { cron: string; tz: string }>();
  // Statements in flight: stop() waits for them, so the database may close right after.
  const inflight = new Set<Promise<unknown>>();
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  let closed = false;
  let starting: Promise<void> | undefined;
  let stopListening = () => {};

  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) => {
        // After stop() the database may be closed: a pg-boss timer that still fires (seen in CI as
        // "Cannot use a pool after calling end on the pool", unhandled) gets an empty answer instead. A job
        // completed or failed then reads the count its command returns (rows[0].count; seen in CI as an
        // unhandled "reading 'count'"), so that answer counts nothing.
        if (closed) return Promise.resolve(COUNTS.test(text) ? NO_COUNT : NOTHING);
        const pending = options.executeSql(text, values);
        inflight.add(pending);
        void pending.finally(() => inflight.delete(pending)).catch(() => {});
        return pending;
      },
    },
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 10,
  });
  // pg-boss reports its own failures (a poll, maintenance) as events; an unheard 'error' would crash.
  boss.on('error', (error) => {
    if (state !== 'stopped') logger?.error({ err: error }, 'job engine error');
  });

  const register = (name: string, handler: JobHandler<object>) => {
    if (state !== 'new') throw new Error(`job ${name}: register jobs before the engine starts`);
    if (workers.has(name)) throw new Error(`job ${name} is registered twice`);
    workers.set(name, handler);
  };

  const runOf =
    (name: string, handler: JobHandler<object>) =>
    async (jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> => {
      for (const job of jobs) {
        const { [REQUEST_ID_FIELD]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
        const lagSeconds = Math.max(0, (job.startedOn.getTime() - job.startAfter.getTime()) / 1000);
        const run = async () => {
          try {
            await handler({ now: clock.now(), data });
          } catch (error) {
            // pg-boss records the failure and retries; the log says which job and why.
            logger?.error({ err: error, job: name, jobId: job.id, requestId }, 'job failed');
            throw error;
          }
        };
        const context = { name, lagSeconds, ...(typeof requestId === 'string' ? { requestId } : {}) };
        await (options.observer ? options.observer.run(context, run) : run());
      }
    };

  /** One run of every schedule now: after a clock move the next cron tick may be a minute away. */
  const runSchedulesNow = () => {
    if (state !== 'started') return;
    for (const name of schedules.keys())
      boss
        .send(name, {})
        .catch((error: unknown) => logger?.error({ err: error, job: name }, 'job send failed'));
  };

  /**
   * Two processes starting at once create the same queues: pg-boss's create_queue inserts the queue's row, then
   * locks the queue table for a foreign key, so two of them can deadlock. PostgreSQL aborts one; its retry
   * finds the queue made by the other.
   */
  async function createQueue(name: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name);
      } catch (error) {
        if (attempt === 5 || (error as { code?: string }).code !== DEADLOCK) throw error;
      }
    }
  }

  async function start() {
    await boss.start();
    // A schedule whose job left the code would fill a queue nobody works.
    for (const { name } of await boss.getSchedules()) if (!schedules.has(name)) await boss.unschedule(name);
    const made = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, handler] of workers) {
      if (!made.has(name)) await createQueue(name);
      await boss.work(
        name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        runOf(name, handler),
      );
    }
    for (const [name, { cron, tz }] of schedules) await boss.schedule(name, cron, {}, { tz });
    if (state !== 'starting') return; // stopped meanwhile
    state = 'started';
    stopListening = onClockMove(clock, runSchedulesNow);
  }

  return {
    schedule(name, cron, handler, scheduleOptions = {}) {
      register(name, handler);
      schedules.set(name, { cron, tz: scheduleOptions.tz ?? 'UTC' });
    },
    work(name, handler) {
      register(name, handler as JobHandler<object>);
    },
    async sendAt(name, data, at, sendOptions = {}) {
      if (state !== 'started') throw new Error(`job ${name}: the job engine is not running`);
      if (!workers.has(name)) throw new Error(`job ${name} has no worker: register it with work()`);
      const delaySeconds = (at.getTime() - clock.now().getTime()) / 1000;
      const key = sendOptions.singletonKey;
      const requestId = options.requestId?.();
      return boss.send(name, requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data, {
        // Relative to the database's time, so the app's clock and the database's may differ.
        ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
        ...(key === undefined ? {} : { id: singletonJobId(name, key), singletonKey: key }),
      });
    },
    start() {
      if (state === 'new') {
        state = 'starting';
        starting = start();
      }
      return starting ?? Promise.resolve();
    },
    async stop() {
      stopListening();
      const wasStarting = starting;
      if (state === 'stopped') return;
      state = 'stopped';
      if (wasStarting) await wasStarting.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      closed = true;
      await Promise.allSettled([...inflight]);
    },
  };
}
