/**
 * Realtime at scale (issue #34): N players' Socket.IO connections (default 10,000) on the production server
 * in its own process, from client processes of their own (bench/realtime-scale-clients.ts, WebSocket only),
 * each through the real handshake with a token from `GET /rest/realtime/connection-data/` for its session.
 * Measures the time to connect them all, the fan-out of a brand broadcast (an operator's feature change:
 * `PUT /rest/ops/features/funrize/dailyLogin/` sends `promotionsPage update` to the brand's room) from the
 * operator's request to each connection, a sampled player's own balance push from a real in-house spin
 * (from the spin's request to its push), and the server's memory per connection (RSS and V8 heap before and
 * after connecting, from its Prometheus metrics). Then the same with two server processes through the Redis
 * adapter, the clients split across them and the broadcasts and spins sent to the first.
 * Goals: broadcast p95 ≤ 200 ms, own push p95 ≤ 50 ms, every connection up and every push heard. Exits 1
 * when one is missed.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench -- bench/realtime-scale.bench.ts [--connections 1000] [--mode single|redis|both]
 *   --clients (default 4 processes), --broadcasts (default 10), --pushes (default 200), --samples (default 10
 *   players who spin), --in-flight (default 200 handshakes at a time per client process), --pace (default 500 ms
 *   between a round's push and the player's next spin, a turbo spin's animation; 0 spins back to back, which
 *   measures the server's spin throughput, not a push's latency: ten players with no pause saturate 2 cores)
 *
 * Players: a few sampled ones sign up over HTTP (they spin); the rest are rows copied in SQL with a session
 * each (a sign-up hashes a password: 10,000 of them would take the machine for minutes), so their cookies,
 * tokens and handshakes are the real ones.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CatalogueSchema, playerRoom } from '@casino/contracts';
import { hashToken, newToken } from '@casino/core';
import { admin, withDatabase } from './postgres.ts';
import { startServer, stopAllServers, type ServerProcess } from './server-process.ts';
import { freePort } from '../e2e/support/server.ts';
import { deriveRealtimeKey, signRealtimeToken } from '../apps/server/src/realtime/token.ts';
import { now, type ClientConnection, type FromClients, type ToClients } from './realtime-scale-clients.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    mode: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '4' },
    broadcasts: { type: 'string', default: '10' },
    pushes: { type: 'string', default: '200' },
    samples: { type: 'string', default: '10' },
    'in-flight': { type: 'string', default: '50' },
    pace: { type: 'string', default: '500' },
  },
});
const CONNECTIONS = Number(options.connections);
const CLIENTS = Number(options.clients);
const BROADCASTS = Number(options.broadcasts);
const PUSHES = Number(options.pushes);
const SAMPLES = Math.min(Number(options.samples), CONNECTIONS);
const IN_FLIGHT = Number(options['in-flight']);
const PACE_MS = Number(options.pace);
const GOALS = { broadcastP95Ms: 200, ownPushP95Ms: 50 };
const BRAND = 'funrize';

const { DATABASE_URL: adminUrl, REDIS_URL: redisUrl } = process.env;
if (!adminUrl) {
  console.log('realtime-scale bench needs DATABASE_URL (PostgreSQL: two processes share it). Skipped.');
  process.exit(0);
}
const modes = (options.mode === 'both' ? ['single', 'redis'] : [options.mode!]).filter((mode) => {
  if (mode === 'redis' && !redisUrl) console.log('No REDIS_URL: the two-process mode is skipped.');
  return mode === 'single' || (mode === 'redis' && redisUrl);
});

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    n: sorted.length,
  };
};
const line = (s: ReturnType<typeof summary>) =>
  `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (n = ${s.n})`;

async function until<T>(what: string, check: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The server's resident memory and V8 heap in use, from its Prometheus exposition: the least of five readings
 * a second apart, so garbage not yet collected counts less (the bench cannot force a collection there).
 */
async function memory(server: ServerProcess, opsToken: string) {
  const readings: Array<{ rss: number; heap: number }> = [];
  for (let i = 0; i < 5; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 1000));
    const text = await (
      await fetch(`${server.url}/rest/ops/metrics/`, { headers: { 'x-ops-token': opsToken } })
    ).text();
    const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
    readings.push({
      rss: metric('process_resident_memory_bytes'),
      heap: metric('nodejs_heap_size_used_bytes'),
    });
  }
  return {
    rss: Math.min(...readings.map((r) => r.rss)),
    heap: Math.min(...readings.map((r) => r.heap)),
  };
}

// ── A sampled player: signs up over HTTP, gets coins, opens an in-house game ─────────────────────────

interface Sample {
  email: string;
  cookie: string;
  csrf: string;
}

async function signUpSample(url: string, n: number): Promise<Sample> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieOf = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${url}/rest/app/init/`));
  const email = `rt-${process.pid}-${n}-${Date.now()}@example.test`;
  const response = await fetch(`${url}/rest/registration/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieOf(),
      'x-csrf-token': jar.get('csrf_token') ?? '',
    },
    body: JSON.stringify({ email, password: 'violet-harbor-42', agreeTerms: true }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  keep(response);
  return { email, cookie: cookieOf(), csrf: jar.get('csrf_token') ?? '' };
}

/** The client processes of the mode running, ended with the servers on Ctrl-C or SIGTERM. */
const clientProcesses: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of clientProcesses) child.kill();
    void stopAllServers().then(() => process.exit(1));
  });

// ── One mode: one or two server processes, the client processes, the measures ────────────────────────

interface Result {
  mode: string;
  connected: number;
  failed: number;
  connectMs: number;
  handshake: ReturnType<typeof summary>;
  broadcast: ReturnType<typeof summary>;
  broadcastRequest: ReturnType<typeof summary>;
  /** Per broadcast, from the first connection that heard it to the last: the fan-out alone. */
  broadcastSpread: ReturnType<typeof summary>;
  broadcastMissed: number;
  ownPush: ReturnType<typeof summary>;
  ownPushAfterAnswer: ReturnType<typeof summary>;
  ownPushMissed: number;
  perConnection: Array<{ rss: number; heap: number; connections: number }>;
  clientRssPerConnection: number;
  serverClosed: number;
}

async function runMode(mode: string): Promise<Result> {
  const dbName = `casino_rt_scale_${process.pid}_${mode}`;
  const dbUrl = withDatabase(adminUrl!, dbName);
  await admin(adminUrl!, `CREATE DATABASE ${dbName}`);
  const dataDirs: string[] = [];
  const children = clientProcesses;
  children.length = 0;
  try {
    const opsToken = randomBytes(16).toString('hex');
    const sessionSecret = randomBytes(32).toString('hex');
    const env: Record<string, string> = {
      DATABASE_URL: dbUrl,
      OPS_TOKEN: opsToken,
      SESSION_SECRET: sessionSecret,
      AUDIT_HMAC_KEY: randomBytes(32).toString('hex'),
    };
    if (mode === 'redis') {
      // A Redis database of its own: the adapter's stream does not meet another run's (or another suite's).
      const redis = new URL(redisUrl!);
      redis.pathname = `/${randomInt(8, 16)}`;
      env.REDIS_URL = redis.toString();
    }
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'casino-rt-scale-'));
      dataDirs.push(dataDir);
      return startServer({ logLevel: 'warn', dataDir, env, port: await freePort() });
    };
    // The first process migrates and seeds; the second finds it done.
    const servers = [await start()];
    if (mode === 'redis') servers.push(await start());
    const [first] = servers as [ServerProcess];

    // Players: the sampled ones over HTTP, the rest copied in SQL, each with a session.
    const samples: Sample[] = [];
    for (let n = 0; n < SAMPLES; n++) samples.push(await signUpSample(first.url, n));
    const sql = new pg.Client({ connectionString: dbUrl });
    await sql.connect();
    const bulk = CONNECTIONS - SAMPLES;
    const sessionIds = Array.from({ length: bulk }, () => hashToken(newToken()));
    const copied = performance.now();
    const { rows: ids } = await sql.query<{ id: string }>(
      `INSERT INTO players (brand, email, canonical_email, password_hash, login, refcode, locale)
       SELECT $1, e, e, p.password_hash, 'rt' || $2 || 'x' || g, 'rt' || $2 || 'x' || g, 'en'
       FROM generate_series(1, $3::int) g, LATERAL (SELECT 'rt-' || $2 || '-' || g || '@bulk.example.test' AS e) m,
            (SELECT password_hash FROM players WHERE email = $4) p
       RETURNING id`,
      [BRAND, `${process.pid}${mode[0]}`, bulk, samples[0]!.email],
    );
    await sql.query(
      `INSERT INTO sessions (id, player_id, expires_at, last_seen_at)
       SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '30 days', now()`,
      [sessionIds, ids.map((row) => row.id)],
    );
    await sql.end();
    console.log(`  ${bulk} players and sessions copied in SQL in ${ms(performance.now() - copied)}`);
    // Their tokens as `GET /rest/realtime/connection-data/` signs them (10,000 requests would take the
    // machine for minutes before anything is measured); the sampled players' come from it.
    const key = deriveRealtimeKey(sessionSecret);
    const cookies: ClientConnection[] = [
      ...samples.map((s) => ({ cookie: s.cookie })),
      ...ids.map(({ id }, i) => ({
        token: signRealtimeToken(id, key, { brand: BRAND, session: { sessionId: sessionIds[i]! } }).token,
        room: playerRoom(id),
      })),
    ];

    // Client processes: connection i belongs to process i % CLIENTS, which talks to server (its index % servers).
    const inbox: Array<FromClients & { from: number }> = [];
    const balances = new Map<number, number[]>();
    for (let c = 0; c < CLIENTS; c++) {
      const child = fork(new URL('./realtime-scale-clients.ts', import.meta.url), {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (message: FromClients) => {
        if (message.type === 'balance') balances.get(message.sample)!.push(message.at);
        else inbox.push({ ...message, from: c });
      });
      children.push(child);
    }
    const indices = (c: number) => cookies.map((_, i) => i).filter((i) => i % CLIENTS === c);
    const tell = (message: ToClients) => children.forEach((child) => child.send(message));
    const fromAll = <T extends FromClients['type']>(
      type: T,
      timeoutMs: number,
      extra?: (m: FromClients) => boolean,
    ) =>
      until(
        `${type} from every client process`,
        () => {
          const got = inbox.filter((m) => m.type === type && (!extra || extra(m)));
          return got.length >= CLIENTS
            ? (got as Array<Extract<FromClients, { type: T }> & { from: number }>)
            : undefined;
        },
        timeoutMs,
      );
    children.forEach((child, c) => {
      const mine = indices(c);
      child.send({
        type: 'start',
        url: servers[c % servers.length]!.url,
        connections: mine.map((i) => cookies[i]!),
        samples: mine.flatMap((i, index) => (i < SAMPLES ? [{ index, sample: i }] : [])),
      } satisfies ToClients);
    });
    for (let s = 0; s < SAMPLES; s++) balances.set(s, []);
    const tokens = await fromAll('tokens', 600_000);
    const tokenFailures = tokens.reduce((n, t) => n + t.failed, 0);
    console.log(
      `  connection data for ${SAMPLES} sampled sessions in ${ms(Math.max(...tokens.map((t) => t.ms)))}` +
        (tokenFailures ? ` (${tokenFailures} refused)` : ''),
    );

    // Memory before, the connections, memory after (the server settled for 3 s).
    const before = await Promise.all(servers.map((server) => memory(server, opsToken)));
    const connectBegun = now();
    tell({ type: 'connect', inFlight: IN_FLIGHT });
    const connected = await fromAll('connected', 900_000);
    const connectMs = now() - connectBegun;
    const ok = connected.reduce((n, c) => n + c.ok, 0);
    const failed = connected.reduce((n, c) => n + c.failed, 0);
    console.log(
      `  ${ok} connected, ${failed} failed in ${ms(connectMs)}` +
        (failed ? `: ${[...new Set(connected.flatMap((c) => c.errors))].join('; ')}` : ''),
    );
    const after = await Promise.all(servers.map((server) => memory(server, opsToken)));
    const perServer = servers.map((_, s) =>
      connected.filter((c) => c.from % servers.length === s).reduce((n, c) => n + c.ok, 0),
    );
    const perConnection = servers.map((_, s) => ({
      rss: (after[s]!.rss - before[s]!.rss) / perServer[s]!,
      heap: (after[s]!.heap - before[s]!.heap) / perServer[s]!,
      connections: perServer[s]!,
    }));
    const clientRssPerConnection = connected.reduce((n, c) => n + c.rss, 0) / Math.max(ok, 1);

    // Broadcasts: an operator's feature change, the brand's room hears `promotionsPage update`.
    const sent: number[] = [];
    const requestMs: number[] = [];
    let broadcastMissed = 0;
    for (let n = 1; n <= BROADCASTS; n++) {
      sent.push(now());
      const response = await fetch(`${first.url}/rest/ops/features/${BRAND}/dailyLogin/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-ops-token': opsToken },
        body: JSON.stringify({ priority: 100 + n }),
      });
      requestMs.push(now() - sent.at(-1)!);
      if (!response.ok) throw new Error(`feature change: ${response.status} ${await response.text()}`);
      await fromAll('heard', 30_000, (m) => m.type === 'heard' && m.n === n).catch(() => {
        console.log(`  broadcast ${n}: not heard by every connection in 30 s`);
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // In order: a slow one says which change (the first, or one that met a job) to look at.
    console.log(`  operator's PUTs in order (ms): ${requestMs.map((t) => t.toFixed(0)).join(', ')}`);
    tell({ type: 'report' });
    const reports = await fromAll('arrivals', 60_000);
    const broadcastLatencies: number[] = [];
    const spreads = sent.map((_, b) => {
      const heardAt = reports.flatMap((report) => (report.arrivals[b] ?? []).filter((at) => at > 0));
      return Math.max(...heardAt) - Math.min(...heardAt);
    });
    for (const report of reports)
      report.arrivals.forEach((arrivals, b) => {
        for (const at of arrivals)
          if (at > 0) broadcastLatencies.push(at - sent[b]!);
          else broadcastMissed++;
      });
    // A process that never heard a broadcast has no row for it.
    for (const report of reports)
      broadcastMissed +=
        (BROADCASTS - report.arrivals.length) * connected.find((c) => c.from === report.from)!.ok;

    // Own pushes: the sampled players spin, one round after the other each; a round's push, from its request.
    const catalogue = CatalogueSchema.parse(await (await fetch(`${first.url}/api/rest/games`)).json());
    const slug = catalogue.games.find((game) => game.engineId === 'jungle-quest')!.slug;
    const ownPush: number[] = [];
    const afterAnswer: number[] = [];
    let ownPushMissed = 0;
    await Promise.all(
      samples.map(async (sample, s) => {
        const headers = { cookie: sample.cookie, 'x-csrf-token': sample.csrf };
        const adjust = await fetch(`${first.url}/rest/ops/wallet/adjust/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ops-token': opsToken },
          body: JSON.stringify({
            playerEmail: sample.email,
            currency: 'COIN',
            amount: 1_000_000,
            reason: 'realtime scale bench',
            idempotencyKey: randomBytes(16).toString('hex'),
          }),
        });
        if (!adjust.ok) throw new Error(`wallet adjust: ${adjust.status} ${await adjust.text()}`);
        const play = (await (await fetch(`${first.url}/rest/game/${slug}/play/`, { headers })).json()) as {
          url: string;
        };
        const token = new URL(play.url, first.url).searchParams.get('session')!;
        const base = `${first.url}/rest/in-house/session/${encodeURIComponent(token)}/`;
        const info = (await (await fetch(base, { headers })).json()) as { game: { betLevels: number[] } };
        const pushes = balances.get(s)!;
        // The adjustment's own push is in before the first round.
        await new Promise((resolve) => setTimeout(resolve, 500));
        pushes.length = 0;
        for (let round = 0; round < Math.ceil(PUSHES / SAMPLES); round++) {
          const begun = now();
          const response = await fetch(`${base}spin/`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ bet: info.game.betLevels[0] }),
          });
          const answered = now();
          if (!response.ok) throw new Error(`spin: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
          const at = await until('the balance push', () => pushes.find((t) => t >= begun), 10_000).catch(
            () => undefined,
          );
          if (at === undefined) ownPushMissed++;
          else {
            ownPush.push(at - begun);
            afterAnswer.push(at - answered);
          }
          pushes.length = 0;
          // A player watches the reels land before the next spin.
          if (PACE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PACE_MS));
        }
      }),
    );

    tell({ type: 'stop' });
    const closed = await fromAll('disconnected', 60_000);
    return {
      mode,
      connected: ok,
      failed: failed + tokenFailures,
      connectMs,
      handshake: summary(connected.flatMap((c) => c.handshakeMs)),
      broadcast: summary(broadcastLatencies),
      broadcastRequest: summary(requestMs),
      broadcastSpread: summary(spreads),
      broadcastMissed,
      ownPush: summary(ownPush),
      ownPushAfterAnswer: summary(afterAnswer),
      ownPushMissed,
      perConnection,
      clientRssPerConnection,
      serverClosed: closed.reduce((n, c) => n + c.count, 0),
    };
  } finally {
    for (const child of children) if (child.connected) child.disconnect();
    for (const child of children) if (child.exitCode === null) child.kill();
    await stopAllServers();
    await admin(adminUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

// ── Run and report ──────────────────────────────────────────────────────────────────────────────────

console.log(
  `Realtime at scale: ${CONNECTIONS} connections from ${CLIENTS} client processes, ${BROADCASTS} broadcasts, ` +
    `${PUSHES} own pushes (${SAMPLES} players, ${PACE_MS} ms between a push and the next spin); load average at start ${load()} (2 cores; other work on the machine counts)`,
);
let pass = true;
for (const mode of modes) {
  console.log(
    `\n${mode === 'single' ? 'One server process' : 'Two server processes through the Redis adapter'}`,
  );
  const r = await runMode(mode);
  const checks = [
    [`connections up          ${r.connected}/${CONNECTIONS}`, r.connected === CONNECTIONS && r.failed === 0],
    [`broadcast, request → each connection  ${line(r.broadcast)}`, r.broadcast.p95 <= GOALS.broadcastP95Ms],
    [`broadcasts not heard    ${r.broadcastMissed}`, r.broadcastMissed === 0],
    [`own push, spin request → its push     ${line(r.ownPush)}`, r.ownPush.p95 <= GOALS.ownPushP95Ms],
    [`own pushes missed       ${r.ownPushMissed}`, r.ownPushMissed === 0],
  ] as const;
  console.log(`  connect all             ${ms(r.connectMs)}; one handshake ${line(r.handshake)}`);
  for (const [text, ok] of checks) {
    console.log(`  ${ok ? 'pass' : 'FAIL'}  ${text}`);
    pass &&= ok;
  }
  console.log(
    `  (goals: broadcast p95 ≤ ${GOALS.broadcastP95Ms} ms, own push p95 ≤ ${GOALS.ownPushP95Ms} ms)`,
  );
  console.log(`  broadcast request (operator's PUT, answered)  ${line(r.broadcastRequest)}`);
  console.log(`  broadcast, first connection → last        ${line(r.broadcastSpread)}`);
  console.log(`  own push after the spin's answer              ${line(r.ownPushAfterAnswer)}`);
  r.perConnection.forEach((m, s) =>
    console.log(
      `  server ${s + 1} memory per connection   RSS ${(m.rss / 1024).toFixed(1)} KiB, V8 heap ${(m.heap / 1024).toFixed(1)} KiB (${m.connections} connections; least of 5 readings before and after)`,
    ),
  );
  console.log(
    `  client processes        RSS ${(r.clientRssPerConnection / 1024).toFixed(1)} KiB per connection; closed by the server: ${r.serverClosed}`,
  );
}
console.log(`\nload average at end ${load()}; ${mb(process.memoryUsage.rss())} in the bench process`);
console.log(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
