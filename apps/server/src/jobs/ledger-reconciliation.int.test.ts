import { afterAll, describe, expect, it, vi } from 'vitest';
import { BackofficeHealthResponseSchema, BACKOFFICE_HEALTH_PATH } from '@casino/contracts';
import { createManualClock, lastReconciliation } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { signInOperator } from '../testing/operators.ts';
import { OPS_TOKEN } from '../testing/feature-app.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { activeGameSlug, launchGame } from '../testing/games.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { createJobEngine, scheduleJob, type JobEngine } from './job-engine.ts';
import { LEDGER_RECONCILIATION_JOB } from './ledger-reconciliation.ts';

/**
 * The daily ledger check on the real job engine: a sound ledger reports nothing; a balance changed behind
 * the ledger's back (raw SQL, as a bad deploy or a hand edit would) is reported in the day's row, the
 * mismatch gauge, the error log and the back-office's health panel.
 */
describe.each(databaseKinds())('ledger reconciliation job on %s', (kind) => {
  const clock = createManualClock('2031-06-01T03:17:00.000Z');
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN }, { clock });
  let engine: JobEngine | undefined;
  afterAll(() => engine?.stop());

  it('reports a sound ledger as such, then a corrupted balance as a mismatch', async () => {
    const db = t.database.db;
    const player = await signedInPlayer(t);
    const { token } = await launchGame(player.agent, await activeGameSlug(db));
    const session = (await player.agent.get(`/rest/in-house/session/${token}/`)).json() as {
      game: { betLevels: number[] };
    };
    const spin = await player.agent.post(`/rest/in-house/session/${token}/spin/`, {
      bet: session.game.betLevels[0],
    });
    expect(spin.statusCode, spin.body).toBe(200);

    const errors: object[] = [];
    let finished = 0;
    engine = createJobEngine({
      executeSql: t.database.executeSql,
      clock,
      pollingIntervalSeconds: 0.5,
      observer: {
        async run(job, handler) {
          const result = await handler();
          if (job.name === LEDGER_RECONCILIATION_JOB.name) finished++;
          return result;
        },
      },
    });
    scheduleJob(engine, LEDGER_RECONCILIATION_JOB, { db, logger: { error: (obj) => errors.push(obj) } });
    await engine.start();
    /** A move of the clock runs every schedule at once; the run is awaited through the engine's observer. */
    const runOnce = async () => {
      const before = finished;
      clock.advance(60_000);
      await vi.waitFor(() => expect(finished).toBeGreaterThan(before), { timeout: 20_000, interval: 50 });
    };

    await runOnce();
    const sound = await lastReconciliation(db);
    expect(sound).toMatchObject({ day: '2031-06-01', problems: 0 });
    expect(sound!.report).toMatchObject({
      unbalancedCurrencies: [],
      mismatchCount: 0,
      unbalancedTransfers: 0,
    });
    expect(Object.keys(sound!.report.totals)).toContain('COIN');
    expect(errors).toEqual([]);

    await t.database.executeSql(
      `UPDATE wallet_accounts SET balance = balance + 7 WHERE owner = $1 AND currency = 'COIN'`,
      [`player:${player.player.id}`],
    );
    await runOnce();
    const corrupted = await lastReconciliation(db);
    expect(corrupted!.problems).toBe(1);
    expect(corrupted!.report.mismatches).toEqual([
      expect.objectContaining({ owner: `player:${player.player.id}`, currency: 'COIN' }),
    ]);
    const [mismatch] = corrupted!.report.mismatches;
    expect(mismatch!.balance - mismatch!.entries).toBe(7);
    expect(errors).toEqual([expect.objectContaining({ problems: 1 })]);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/rest/ops/metrics/',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(metrics.body).toMatch(/^casino_ledger_reconciliation_problems 1$/m);

    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const health = await t.app.inject({ method: 'GET', url: BACKOFFICE_HEALTH_PATH, headers });
    expect(health.statusCode, health.body).toBe(200);
    expect(BackofficeHealthResponseSchema.parse(health.json()).data.reconciliation).toMatchObject({
      day: '2031-06-01',
      problems: 1,
      mismatchCount: 1,
    });
  }, 120_000);
});
