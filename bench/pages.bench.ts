/**
 * Guest and signed-in pages under load, as `npm start` serves them: the production server runs in its own
 * process (autocannon must not share its event loop), once with request logging at info and once silent.
 * Throughput is judged as ratios against /healthz of the same server in the same run, so the budgets hold
 * on a busier or quieter machine; page weight is judged in bytes and DOM elements.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { signUp, startServer, stopAllServers } from './server-process.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/**
 * Least share of /healthz's req/s each page must keep (same server, same run). Measured 2026-11-24 on
 * the shared 2-core machine (/healthz 6,000 req/s): cached guest pages 0.095–0.15 (570–910 req/s, p99
 * 176–380 ms); before the cache every page request timed out (0 req/s at c=50, 1.0 s for one request
 * alone). Signed-in pages are still rendered per request and still time out at c=50: that budget fails
 * until they get faster. 2026-11-29 on a quiet machine (/healthz ≈ 24,000 req/s): guest pages 0.20–0.30, the
 * signed-in lobby 0.0015 (36 req/s, p99 1.9 s; 8 req/s before): rendered per request, ≈ 28 ms of server CPU each,
 * while /healthz went ×4 with the quieter machine, so its budget sits below that.
 */
const PAGE_BUDGETS: Record<string, number> = {
  'guest /': 0.07,
  'guest /lobby/': 0.07,
  'guest /es/': 0.07,
  'player /lobby/': 0.001,
};
/** Guest pages' p99 as a multiple of /healthz's p99 in the same run (15 ms there: 176–380 ms measured). */
const GUEST_P99_RATIO = 30;
/** Request logging at info may cost at most this share of /healthz's throughput. */
const LOGGING_BUDGET = 0.15;
/** Bytes of the guest home before compression, gzip, and its element count. */
const WEIGHT_BUDGETS = { html: 450_000, gzip: 70_000, elements: 3_500 };

async function load(url: string, cookie: string, seconds = DURATION_S) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  // Timeouts and errors are what an overloaded server does: counted as a failure, not thrown.
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts,
  };
}

/** Start tags outside scripts and styles: what the browser builds into elements. */
function countElements(html: string): number {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return markup.match(/<[a-zA-Z][\w-]*[\s/>]/g)?.length ?? 0;
}

async function weigh(url: string) {
  const response = await fetch(url, {
    headers: { cookie: 'i18n_redirected=en', 'accept-encoding': 'identity' },
  });
  const html = await response.text();
  const loaderData = /window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g;
  let inline = 0;
  for (const match of html.matchAll(loaderData)) inline += match[1]!.length;
  return {
    html: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    elements: countElements(html),
    loaderData: inline,
  };
}

ensureWebBuild();
const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'casino-pages-bench-')));
const failures: string[] = [];
try {
  // Both at once, alternating short runs, best of each: other work on the machine moves a single
  // run by more than the logging costs.
  const [info, server] = await Promise.all([
    startServer({ logLevel: 'info', dataDir: dataDirs[0]! }),
    startServer({ logLevel: 'silent', dataDir: dataDirs[1]! }),
  ]);
  const healthInfo = { rps: 0, p99: 0 };
  const healthSilent = { rps: 0, p99: 0 };
  for (let round = 0; round < 3; round++)
    for (const [url, best] of [
      [info.url, healthInfo],
      [server.url, healthSilent],
    ] as const) {
      const run = await load(`${url}/healthz`, '', Math.max(2, DURATION_S / 2));
      if (run.rps > best.rps) Object.assign(best, { rps: run.rps, p99: run.p99 });
    }
  await info.stop();

  const sid = await signUp(server.url);
  const weight = await weigh(`${server.url}/`);
  const rows: Array<{
    name: string;
    rps: number;
    p99: number;
    failed: number;
    ratio: number;
    budget: number;
    ok: boolean;
  }> = [];
  const pages: Array<[name: string, path: string, cookie: string]> = [
    ['guest /', '/', 'i18n_redirected=en'],
    ['guest /lobby/', '/lobby/', 'i18n_redirected=en'],
    ['guest /es/', '/es/', 'i18n_redirected=es'],
    ['player /lobby/', '/lobby/', `i18n_redirected=en; ${sid}`],
  ];
  for (const [name, path, cookie] of pages) {
    const { rps, p99, failed } = await load(server.url + path, cookie);
    const ratio = rps / healthSilent.rps;
    const budget = PAGE_BUDGETS[name]!;
    const p99Ok = !name.startsWith('guest') || p99 <= GUEST_P99_RATIO * Math.max(healthSilent.p99, 1);
    const ok = failed === 0 && ratio >= budget && p99Ok;
    rows.push({ name, rps, p99, failed, ratio: Number(ratio.toFixed(4)), budget, ok });
    if (!ok)
      failures.push(
        `${name}: ${rps} req/s (ratio ${ratio.toFixed(4)}, budget ${budget}), p99 ${p99} ms, ${failed} failed`,
      );
  }
  await server.stop();

  const loggingCost = 1 - healthInfo.rps / healthSilent.rps;
  console.log(
    `/healthz silent ${healthSilent.rps} req/s (p99 ${healthSilent.p99} ms), info ${healthInfo.rps} req/s ` +
      `(p99 ${healthInfo.p99} ms): logging costs ${(loggingCost * 100).toFixed(1)} % (budget ${LOGGING_BUDGET * 100} %)`,
  );
  console.table(rows);
  console.log(
    `guest / weight: ${weight.html} B HTML, ${weight.gzip} B gzip, ${weight.elements} elements, ` +
      `${weight.loaderData} B inline loader data`,
  );
  if (loggingCost > LOGGING_BUDGET)
    failures.push(`request logging costs ${(loggingCost * 100).toFixed(1)} %`);
  for (const key of ['html', 'gzip', 'elements'] as const)
    if (weight[key] > WEIGHT_BUDGETS[key])
      failures.push(`guest / ${key}: ${weight[key]} > ${WEIGHT_BUDGETS[key]}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/pages.json',
    JSON.stringify({ at: new Date().toISOString(), healthInfo, healthSilent, rows, weight }, null, 2),
  );
} finally {
  await stopAllServers();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
