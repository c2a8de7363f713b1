/**
 * What one hostile JSON body costs the server: each shape is sent in-process (fastify.inject, so the time is
 * the server's own work, no network) to a route that exists and to one that does not, and prints
 * the status and the least wall and CPU time of three sends. `npx tsx bench/hostile-bodies.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { openPglite, seedDatabase, systemClock } from '@casino/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAgent } from '../apps/server/src/testing/agent.ts';

const MiB = 1024 * 1024;
const nest = (open: string, close: string, depth: number, inner = '0') =>
  open.repeat(depth) + inner + close.repeat(depth);
const fill = (size: number, unit: string, open: string, close: string) =>
  open + Array.from({ length: Math.floor(size / (unit.length + 1)) }, () => unit).join(',') + close;

const BODIES: Record<string, string> = {
  // The body: 8 arrays nested 6,000 deep, 96 KB.
  'deep arrays, 96 KB': `[${Array.from({ length: 8 }, () => nest('[', ']', 6_000)).join(',')}]`,
  'deep arrays, 1 MiB': nest('[', ']', MiB / 2 - 1),
  'deep objects, 1 MiB': nest('{"a":', '}', Math.floor(MiB / 6) - 1),
  'wide array, 100k items': fill(MiB - 16, '12345678', '[', ']'),
  'wide object, 50k keys': `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  'long string, 1 MiB': JSON.stringify({ email: 'x'.repeat(MiB - 20) }),
};

const database = openPglite();
await database.migrate();
await seedDatabase(database.db, systemClock.now());
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/casino-bench-unused',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '1000',
  }),
  database,
  logger: false,
});
app.readiness.state = 'ok';
await app.ready();

// A guest with a session and its CSRF token, as a browser has after one page.
const guest = createAgent(app);
await guest.get('/rest/app/init/');

/** The least of three sends: wall time and the process's CPU time (user + system), in ms. */
const timed = async (send: () => Promise<{ statusCode: number }>) => {
  let best = { statusCode: 0, ms: Infinity, cpuMs: Infinity };
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const { statusCode } = await send();
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - start;
    if (ms < best.ms) best = { statusCode, ms, cpuMs: (used.user + used.system) / 1000 };
  }
  return best;
};

for (const [name, payload] of Object.entries(BODIES)) {
  for (const url of ['/rest/login/', '/api/chat/typing/', '/rest/no-such-path/']) {
    const { statusCode, ms, cpuMs } = await timed(() =>
      guest.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } }),
    );
    console.log(
      `${name.padEnd(24)} ${(payload.length / 1024).toFixed(0).padStart(5)} KB → POST ${url.padEnd(20)} ${statusCode} in ${ms.toFixed(0).padStart(5)} ms (CPU ${cpuMs.toFixed(0)} ms)`,
    );
  }
}
await app.close();
await database.close();
