import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock, type Database } from '@casino/core';
import { createTestDatabase, databaseKinds } from '@casino/core/testing';
import { createJobEngine, singletonJobId, type JobEngine, type JobRun } from './job-engine.ts';

/** Waits until `check` holds: jobs run on pg-boss's polling, so tests wait for the state, not a time. */
const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitFor(async () => expect(await check(), 'waiting for a job').toBe(true), {
    timeout: 20_000,
    interval: 50,
  });

const fast = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 };

describe.each(databaseKinds())('job engine on %s', (kind) => {
  let database: Database;
  const engines: JobEngine[] = [];
  const clock = createManualClock('2026-11-24T10:00:00.000Z');

  /** Two engines on one database stand for two server processes: each registers the same jobs. */
  const runs: Array<{ engine: number; job: string; run: JobRun<object> }> = [];
  const errors: unknown[] = [];
  function engine(index: number) {
    const jobs = createJobEngine({
      executeSql: database.executeSql,
      clock,
      logger: { error: (obj) => errors.push(obj) },
      ...fast,
    });
    const record = (job: string) => async (run: JobRun<object>) =>
      void runs.push({ engine: index, job, run });
    jobs.work('probe', record('probe'));
    jobs.schedule('tick', '* * * * *', record('tick'));
    engines.push(jobs);
    return jobs;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // pg-boss installs its schema on the first start; the second engine finds it there.
    await engine(0).start();
    await engine(1).start();
  });
  afterAll(async () => {
    for (const jobs of engines) await jobs.stop();
    await database?.close();
  });

  const ran = (job: string) => runs.filter((r) => r.job === job);
  const rows = async (text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows;

  it('runs a cron job once per tick though both processes schedule it, with the clock as now', async () => {
    await until(() => ran('tick').length > 0);
    // Both engines' cron monitors run again (cron_on moves twice more) and add no second run of the tick.
    const cronOn = async () => String((await rows('SELECT cron_on FROM pgboss.version'))[0]?.cron_on);
    for (let checks = 0; checks < 2; checks++) {
      const before = await cronOn();
      await until(async () => (await cronOn()) !== before);
    }
    // Each minute's tick is one send of pg-boss's cron (a singleton per minute), and each send one run.
    const [cron] = await rows(
      `SELECT count(*)::int AS sends, count(DISTINCT singleton_on)::int AS minutes
       FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = 'tick'`,
    );
    expect(cron?.sends).toBe(cron?.minutes);
    const completed = async () =>
      (await rows(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tick' AND state = 'completed'`))[0]
        ?.n;
    await until(async () => (await completed()) === cron?.minutes);
    expect(ran('tick')).toHaveLength(cron?.minutes as number);
    expect(ran('tick')[0]!.run.now.toISOString()).toBe(clock.now().toISOString());
    expect(await rows(`SELECT name FROM pgboss.schedule`)).toEqual([{ name: 'tick' }]);
  });

  it('runs a one-off job once when both processes send it with one singleton key', async () => {
    const at = clock.now();
    const ids = await Promise.all(
      engines.map((jobs) => jobs.sendAt('probe', { n: 1 }, at, { singletonKey: 'probe:once' })),
    );
    expect(ids.filter(Boolean)).toEqual([singletonJobId('probe', 'probe:once')]);
    await until(() => ran('probe').length === 1);
    // A third send after the run is still the same job: dropped.
    expect(await engines[1]!.sendAt('probe', { n: 2 }, at, { singletonKey: 'probe:once' })).toBeNull();
    const [job] = await rows(`SELECT data FROM pgboss.job WHERE id = $1`, [ids.find(Boolean)]);
    expect(job?.data).toEqual({ n: 1 });
    expect(ran('probe')).toHaveLength(1);
    expect(ran('probe')[0]!.run.data).toEqual({ n: 1 });
  });

  it('holds a job sent for later until then (by the clock, counted from the database time)', async () => {
    const id = await engines[0]!.sendAt(
      'probe',
      { later: true },
      new Date(clock.now().getTime() + 3_600_000),
    );
    const [job] = await rows(
      `SELECT state, extract(epoch FROM start_after - now())::int AS wait FROM pgboss.job WHERE id = $1`,
      [id],
    );
    expect(job?.state).toBe('created');
    expect(job?.wait).toBeGreaterThan(3500);
    expect(job?.wait).toBeLessThanOrEqual(3600);
    expect(ran('probe').some((r) => (r.run.data as { later?: boolean }).later)).toBe(false);
  });

  it('runs every schedule at once when the clock moves, with the moved time as now', async () => {
    const before = ran('tick').length;
    clock.advance(36 * 3_600_000);
    await until(() => ran('tick').length > before);
    expect(ran('tick').at(-1)!.run.now.toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });

  it('refuses a job nobody works and registration after the start', async () => {
    await expect(engines[0]!.sendAt('nobody', {}, clock.now())).rejects.toThrow('has no worker');
    expect(() => engines[0]!.work('late', async () => {})).toThrow('before the engine starts');
    expect(errors).toEqual([]);
  });
});

describe.each(databaseKinds())('two processes starting at once on %s', (kind) => {
  it('both start and make each queue once, though they create the same queues side by side', async () => {
    const database = await createTestDatabase(kind);
    const clock = createManualClock('2026-11-24T10:00:00.000Z');
    // The server registers about twenty jobs: creating them at once was where two processes deadlocked.
    const names = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    const engines = [0, 1].map(() => {
      const jobs = createJobEngine({ executeSql: database.executeSql, clock, ...fast });
      for (const name of names) jobs.work(name, async () => {});
      return jobs;
    });
    try {
      await engines[0]!.start(); // pg-boss installs its schema once
      await Promise.all(engines.map((jobs) => jobs.stop()));
      const fresh = [0, 1].map(() => {
        const jobs = createJobEngine({ executeSql: database.executeSql, clock, ...fast });
        for (const name of [...names, ...names.map((n) => `${n}-new`)]) jobs.work(name, async () => {});
        return jobs;
      });
      engines.push(...fresh);
      await Promise.all(fresh.map((jobs) => jobs.start()));
      const { rows } = await database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.queue WHERE name LIKE 'job-%'`,
        [],
      );
      expect(rows[0]).toEqual({ n: 40 });
    } finally {
      await Promise.all(engines.map((jobs) => jobs.stop()));
      await database.close();
    }
    // Each queue is a table with its indexes: 60 of them on a shared machine.
  }, 180_000);
});
