/**
 * Seamless-wallet throughput on PostgreSQL: N clients each play bet+win pairs through the service
 * (signed bodies, HMAC check, idempotency claim, ledger transfer, round update, balance push), then
 * pgbench's TPC-B-like run on the same server with the same N, so the figure reads as a ratio
 * against what this PostgreSQL does for a textbook transaction on this machine.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:wallet
 *   BENCH_CLIENTS (default 16), BENCH_SECONDS (default 10)
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  checkLedger,
  createRecordingPublisher,
  createSeamlessWallet,
  openGameSession,
  openPostgres,
  seedDatabase,
  signSeamlessBody,
  transfer,
} from '@casino/core';
import { createPlayer } from '@casino/core/testing';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROVIDER = 'bench';
const SECRET = 'bench-provider-secret-0123456789';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'bench:wallet needs PostgreSQL: set DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test). Skipped.',
  );
  process.exit(0);
}

const withDatabase = (name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const walletDb = `casino_bench_wallet_${process.pid}`;
const pgbenchDb = `casino_bench_pgbench_${process.pid}`;

async function walletRun() {
  await admin(`CREATE DATABASE ${walletDb}`);
  const database = openPostgres(withDatabase(walletDb), { max: CLIENTS + 2 });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const { publisher } = createRecordingPublisher();
    const wallet = createSeamlessWallet({
      db: database.db,
      publisher: { ...publisher, toPlayer: () => {} },
      secrets: { [PROVIDER]: SECRET },
    });
    const sessions: string[] = [];
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
      sessions.push(
        (
          await openGameSession(database.db, {
            playerId: player.id,
            gameId: 'jungle-quest',
            provider: PROVIDER,
          })
        ).token,
      );
    }
    const call = async (operation: 'bet' | 'win', body: Record<string, unknown>) => {
      const raw = JSON.stringify({ provider: PROVIDER, ...body });
      const answer = await wallet.handle(operation, raw, signSeamlessBody(SECRET, raw));
      if (answer.httpStatus !== 200) throw new Error(`${operation} answered ${JSON.stringify(answer)}`);
    };

    let pairs = 0;
    const latencies: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      sessions.map(async (sessionToken, client) => {
        for (let n = 0; performance.now() < deadline; n++) {
          const roundId = `${client}-${n}-${randomUUID().slice(0, 8)}`;
          const t0 = performance.now();
          await call('bet', { sessionToken, transactionId: `b-${roundId}`, roundId, amount: 10 + (n % 90) });
          await call('win', { sessionToken, transactionId: `w-${roundId}`, roundId, amount: n % 3 ? 0 : 25 });
          latencies.push(performance.now() - t0);
          pairs++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const ledger = await checkLedger(database.db);
    const balanced = Object.values(ledger.totals).every((t) => t === 0) && ledger.mismatches.length === 0;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return { pairsPerSecond: pairs / elapsed, pairs, p50: pct(0.5), p99: pct(0.99), balanced };
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${walletDb} WITH (FORCE)`);
  }
}

async function pgbenchRun(): Promise<number | string> {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.error || which.status !== 0)
    return 'pgbench not found: install it with `apt-get install -y postgresql-client` (or postgresql-contrib) to get the TPC-B comparison';
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  try {
    const target = withDatabase(pgbenchDb);
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '1', target], { encoding: 'utf8' });
    if (init.status !== 0) return `pgbench -i failed: ${init.stderr.trim()}`;
    const run = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), target], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(run.stdout);
    if (run.status !== 0 || !tps) return `pgbench run failed: ${run.stderr.trim() || run.stdout.trim()}`;
    return Number(tps[1]);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
}

console.log(`wallet bench: ${CLIENTS} clients, ${SECONDS} s each phase, PostgreSQL at ${new URL(url).host}`);
const wallet = await walletRun();
console.log(
  `seamless wallet: ${wallet.pairsPerSecond.toFixed(0)} bet+win pairs/s (${(wallet.pairsPerSecond * 2).toFixed(0)} calls/s, ${wallet.pairs} pairs), pair latency p50 ${wallet.p50.toFixed(1)} ms, p99 ${wallet.p99.toFixed(1)} ms, ledger ${wallet.balanced ? 'balanced' : 'NOT BALANCED'}`,
);
const tps = await pgbenchRun();
if (typeof tps === 'string') console.log(tps);
else {
  console.log(`pgbench TPC-B (scale 1, -c ${CLIENTS}): ${tps.toFixed(0)} tps`);
  console.log(
    `ratio: ${((wallet.pairsPerSecond * 2) / tps).toFixed(2)} wallet calls per TPC-B transaction (${(wallet.pairsPerSecond / tps).toFixed(2)} bet+win pairs)`,
  );
}
if (!wallet.balanced) process.exit(1);
