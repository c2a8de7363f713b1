/**
 * HTTP throughput of the platform's hot paths, as ratios against /healthz measured in the same run on
 * the same machine (absolute numbers vary between machines; ratios much less). The production server runs
 * in its own process (bench/server-process.ts), so autocannon does not share its event loop; each path
 * prints req/s, p99, the server's CPU per request and the bytes per answer (as a browser asks: br, gzip).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { signUp, startServer, stopAllServers } from './server-process.ts';
import { admin, withDatabase } from './postgres.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** The least share of the baseline's requests per second each path must keep. */
// Measured 2026-11-28 on the shared 2-core machine, the server in its own process (docs/performance.md,
// "Signed-in paths", second round): catalogue 0.36–0.72 (0.05 before it was compressed once), promotions on
// PGlite 0.0038–0.0053. Budgets sit below the loaded runs' ratios. 2026-11-29 (session cache, app init written
// as built, unchanged bodies not compressed again): signed-in app init 0.038–0.071 on PGlite, 0.117–0.173 on
// PostgreSQL (0.027 and 0.045 before, same load). 2026-11-29 on a quiet machine (/healthz 21,000–24,000 req/s):
// signed-in app init on PGlite 0.022 (529 req/s; PGlite runs one statement at a time and /healthz does not
// wait for it), so its budget sits below that; likewise the redirect lookup (0.075–0.077, one PGlite statement
// per request) and the promotions page (0.0024–0.0026 on PGlite: 17 ms of server CPU per request).
const BUDGETS: Record<string, number> = {
  '/rest/app/init/': 0.6,
  '/api/rest/translations/en': 0.15,
  '/rest/redirect/lookup/?path=/casino': 0.06,
  '/api/rest/games': 0.3,
  '/': 0.0008,
  '/es/lobby/': 0.0008,
};
/** Paths for a signed-in player (the cashier's offers, the promotions page), measured with a session. */
const PLAYER_BUDGETS: Record<string, number> = {
  '/rest/app/init/?player': 0.015,
  '/rest/cash/offers/': 0.009,
  '/rest/page/promotions/': 0.002,
  '/rest/player/profile/': 0.004,
  '/rest/banners/home/?player': 0.004,
};

/** `BENCH_PATHS=/rest/app/init/?player,/rest/player/profile/` measures only those paths (and /healthz). */
const only = process.env.BENCH_PATHS?.split(',');

// With DATABASE_URL the server runs on PostgreSQL: a database of its own, dropped at the end.
const url = process.env.DATABASE_URL;
const benchDb = `casino_bench_http_${process.pid}`;

ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
if (url) await admin(url, `CREATE DATABASE ${benchDb}`);
const server = await startServer({
  logLevel: 'silent',
  dataDir,
  env: url ? { DATABASE_URL: withDatabase(url, benchDb) } : {},
});
console.log(`database: ${url ? 'postgres' : 'pglite'}`);
const sid = await signUp(server.url);

async function measure(path: string, session?: string) {
  const language = 'i18n_redirected=' + (path.startsWith('/es') ? 'es' : 'en');
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url + path,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie: session ? `${language}; ${session}` : language, 'accept-encoding': 'br, gzip' },
  });
  const cpu = server.cpuMs() - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMsPerRequest: cpu / requests,
    bytes: Math.round(result.throughput.total / requests),
  };
}

await measure('/healthz'); // warm-up
const baseline = await measure('/healthz');
const rows: Array<{
  path: string;
  rps: number;
  p99: number;
  cpuMs: number;
  bytes: number;
  ratio: number;
  budget: number;
  ok: boolean;
}> = [];
const paths = [
  ...Object.entries(BUDGETS).map(([path, budget]) => ({ path, budget, sid: undefined })),
  ...Object.entries(PLAYER_BUDGETS).map(([path, budget]) => ({ path, budget, sid })),
].filter(({ path }) => !only || only.includes(path));
for (const { path, budget, sid } of paths) {
  const { rps, p99, cpuMsPerRequest, bytes } = await measure(path, sid);
  const ratio = rps / baseline.rps;
  rows.push({
    path,
    rps: Math.round(rps),
    p99,
    cpuMs: Number(cpuMsPerRequest.toFixed(3)),
    bytes,
    ratio: Number(ratio.toFixed(4)),
    budget,
    ok: ratio >= budget,
  });
}
await stopAllServers();
if (url) await admin(url, `DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `baseline /healthz: ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms, ` +
    `${baseline.cpuMsPerRequest.toFixed(3)} ms CPU per request`,
);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/http.json',
  JSON.stringify(
    { at: new Date().toISOString(), database: url ? 'postgres' : 'pglite', baseline, rows },
    null,
    2,
  ),
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
