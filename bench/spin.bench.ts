/**
 * Spin throughput on PostgreSQL: N players each spin an in-house game through the whole server path
 * (session check, the game's RNG and math, the in-house settlement: bet and win all-or-nothing with the
 * round row and the restriction re-check — one statement for a Coin round — then one balance push), then
 * pgbench's TPC-B-like run on the same server with the same N, so the figure reads as a ratio against what this
 * PostgreSQL does for a textbook transaction on this machine. It also prints the statements sent per
 * spin (BEGIN and COMMIT included) and exits non-zero below the target ratio (docs/performance.md).
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:spin
 *   BENCH_CLIENTS (default 16), BENCH_SECONDS (default 10), BENCH_TARGET_RATIO (default 0.6)
 */
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  checkLedger,
  createInHouseGames,
  createSeamlessWallet,
  systemClock,
  tables,
  transfer,
} from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { getGameDefinition } from '@casino/game-math';
import { admin, createSeededDatabase, withDatabase } from './postgres.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ENGINE = 'jungle-quest';
const TARGET_RATIO = Number(process.env.BENCH_TARGET_RATIO ?? 0.6);

// Every statement the pool sends goes through Client#query: counting there gives round trips per spin.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
  statements++;
  return query.apply(this, args);
} as typeof query;

const url = process.env.DATABASE_URL ?? '';
if (!url) {
  console.log(
    'bench:spin needs PostgreSQL: set DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test). Skipped.',
  );
  process.exit(0);
}

const walletDb = `casino_bench_spin_${process.pid}`;
const pgbenchDb = `casino_bench_pgbench_${process.pid}`;

async function spinRun() {
  const database = await createSeededDatabase(url, walletDb, CLIENTS + 2);
  try {
    const publisher = {
      toPlayer: () => {},
      toRoom: () => {},
      toBrand: () => {},
      toAll: () => {},
      toPrivateRoom: () => {},
    };
    const wallet = createSeamlessWallet({
      db: database.db,
      publisher,
      secrets: {},
      clock: systemClock,
    });
    const games = createInHouseGames({ db: database.db, wallet, publisher, clock: systemClock });
    const [game] = await database.db
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(eq(tables.games.engineId, ENGINE))
      .limit(1);
    const bet = getGameDefinition(ENGINE)!.betLevels[0]!;
    const players: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < CLIENTS; i++) {
      const { player } = await createPlayer(database.db);
      await transfer(database.db, {
        key: `bench-fund:${player.id}`,
        kind: 'purchase',
        currency: 'COIN',
        amount: 1_000_000_000,
        from: { house: 'purchases' },
        to: { playerId: player.id },
      });
      const { url: frame } = await games.launch({ playerId: player.id, slug: game!.slug, ip: null });
      players.push({ id: player.id, token: new URL(frame, 'http://x').searchParams.get('session')! });
    }

    let spins = 0;
    const latencies: number[] = [];
    const statementsBefore = statements;
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      players.map(async ({ id, token }) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          await games.spin(id, token, bet);
          latencies.push(performance.now() - t0);
          spins++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const queriesPerSpin = (statements - statementsBefore) / spins;
    const ledger = await checkLedger(database.db);
    const balanced = Object.values(ledger.totals).every((t) => t === 0) && ledger.mismatches.length === 0;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return {
      spinsPerSecond: spins / elapsed,
      spins,
      p50: pct(0.5),
      p99: pct(0.99),
      balanced,
      queriesPerSpin,
    };
  } finally {
    await database.close();
    await admin(url, `DROP DATABASE IF EXISTS ${walletDb} WITH (FORCE)`);
  }
}

async function pgbenchRun(): Promise<number | string> {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.error || which.status !== 0)
    return 'pgbench not found: install it with `apt-get install -y postgresql-client` (or postgresql-contrib) to get the TPC-B comparison';
  await admin(url, `CREATE DATABASE ${pgbenchDb}`);
  try {
    const target = withDatabase(url, pgbenchDb);
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '1', target], { encoding: 'utf8' });
    if (init.status !== 0) return `pgbench -i failed: ${init.stderr.trim()}`;
    const run = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), target], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(run.stdout);
    if (run.status !== 0 || !tps) return `pgbench run failed: ${run.stderr.trim() || run.stdout.trim()}`;
    return Number(tps[1]);
  } finally {
    await admin(url, `DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
}

console.log(`spin bench: ${CLIENTS} players, ${SECONDS} s each phase, PostgreSQL at ${new URL(url).host}`);
const result = await spinRun();
console.log(
  `in-house spins: ${result.spinsPerSecond.toFixed(0)} spins/s (${result.spins} spins of ${ENGINE}, bet, win and round all-or-nothing), latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.queriesPerSpin.toFixed(1)} statements per spin, ledger ${result.balanced ? 'balanced' : 'NOT BALANCED'}`,
);
const tps = await pgbenchRun();
if (typeof tps === 'string') console.log(tps);
else {
  console.log(`pgbench TPC-B (scale 1, -c ${CLIENTS}): ${tps.toFixed(0)} tps`);
  const ratio = result.spinsPerSecond / tps;
  console.log(
    `ratio: ${ratio.toFixed(2)} spins per TPC-B transaction (target ≥ ${TARGET_RATIO}${ratio < TARGET_RATIO ? ': BELOW TARGET' : ''})`,
  );
  if (ratio < TARGET_RATIO) process.exitCode = 1;
}
if (!result.balanced) process.exit(1);
