/**
 * HTTP throughput of the platform's hot paths, as ratios against /healthz measured in the same run on
 * the same machine (absolute numbers vary between machines; ratios much less).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSession, openPglite, openPostgres, registerPlayer, seedDatabase } from '@casino/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** The least share of the baseline's requests per second each path must keep. */
// Measured 2026-11-21 on the 2-core machine (autocannon shares the server's process). The baseline
// itself moves with the machine's load (7,100–7,400 req/s one session, 13,800–14,400 the next), so
// budgets sit about a quarter below the quieter run's ratios: app init 0.76–0.87, translations 0.19–0.21,
// redirect lookup 0.11, catalogue 0.17, home and lobby (≈180 game tiles, 420 kB of HTML before
// compression) 0.0009–0.0013. Signed in (PGlite, every query serialised): app init 0.009 (0.0156 before the
// offers; the popup packages cost three more queries), cashier offers 0.012, promotions page 0.008.
const BUDGETS: Record<string, number> = {
  '/rest/app/init/': 0.6,
  '/api/rest/translations/en': 0.15,
  '/rest/redirect/lookup/?path=/casino': 0.08,
  '/api/rest/games': 0.12,
  '/': 0.0008,
  '/es/lobby/': 0.0008,
};
/** Paths for a signed-in player (the cashier's offers, the promotions page), measured with a session. */
const PLAYER_BUDGETS: Record<string, number> = {
  '/rest/app/init/?player': 0.0065,
  '/rest/cash/offers/': 0.009,
  '/rest/page/promotions/': 0.006,
  '/rest/player/profile/': 0.004,
  '/rest/banners/home/?player': 0.004,
};

/** `BENCH_PATHS=/rest/app/init/?player,/rest/player/profile/` measures only those paths (and /healthz). */
const only = process.env.BENCH_PATHS?.split(',');

// With DATABASE_URL the server runs on PostgreSQL: a database of its own, dropped at the end.
const url = process.env.DATABASE_URL;
const benchDb = `casino_bench_http_${process.pid}`;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const withDatabase = (name: string) => {
  const u = new URL(url!);
  u.pathname = `/${name}`;
  return u.toString();
};

ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
if (url) await admin(`CREATE DATABASE ${benchDb}`);
const database = url ? openPostgres(withDatabase(benchDb)) : openPglite();
console.log(`database: ${database.kind}`);
await database.migrate();
await seedDatabase(database.db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
  database,
  web: 'production',
  logger: false,
});
app.readiness.state = 'ok';
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const { player } = await registerPlayer(database.db, {
  agreedToTerms: true,
  brand: 'funrize',
  locale: 'en',
  email: 'bench-player@example.test',
  password: 'violet-harbor-42',
  now: new Date(),
});
const session = await createSession(database.db, player.id, new Date());

async function measure(path: string, sid?: string) {
  const language = 'i18n_redirected=' + (path.startsWith('/es') ? 'es' : 'en');
  const result = await autocannon({
    url: address + path,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie: sid ? `${language}; sid=${sid}` : language },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

await measure('/healthz'); // warm-up
const baseline = await measure('/healthz');
const rows: Array<{ path: string; rps: number; p99: number; ratio: number; budget: number; ok: boolean }> =
  [];
const paths = [
  ...Object.entries(BUDGETS).map(([path, budget]) => ({ path, budget, sid: undefined })),
  ...Object.entries(PLAYER_BUDGETS).map(([path, budget]) => ({ path, budget, sid: session.token })),
].filter(({ path }) => !only || only.includes(path));
for (const { path, budget, sid } of paths) {
  const { rps, p99 } = await measure(path, sid);
  const ratio = rps / baseline.rps;
  rows.push({
    path,
    rps: Math.round(rps),
    p99,
    ratio: Number(ratio.toFixed(4)),
    budget,
    ok: ratio >= budget,
  });
}
await app.close();
await database.close();
if (url) await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });

console.log(`baseline /healthz: ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms`);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/http.json',
  JSON.stringify({ at: new Date().toISOString(), database: database.kind, baseline, rows }, null, 2),
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
