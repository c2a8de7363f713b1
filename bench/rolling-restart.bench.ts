/**
 * Three app processes as one site (docs/operations.md): `npm start` ×3 on one PostgreSQL and one Redis behind
 * HAProxy with the repository's deploy/haproxy.cfg, under HTTP load and with players' Socket.IO connections,
 * restarted one by one with SIGTERM (what a deploy does). Reports failed HTTP requests (goal 0), sockets
 * reconnected and recovered, balance pushes missed (goal 0), sessions surviving, and the cron job sent once a
 * minute and still running after the restarts. Exits 1 when a goal is missed.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench -- bench/rolling-restart.bench.ts
 *   ROLLING_PLAYERS (default 12: each with a socket and a stream of balance changes), ROLLING_CONNECTIONS
 *   (default 2: autocannon's, at most ROLLING_RATE requests a second, default 50), ROLLING_DRAIN_SECONDS
 *   (default 6: SHUTDOWN_DRAIN_SECONDS of the processes, as deploy/haproxy.cfg's checks need).
 *   Needs `haproxy` (Debian: apt-get install haproxy) and a web build (npm start makes one when missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type PushMessage, type SubscribeAck } from '@casino/contracts';
import { admin, withDatabase } from './postgres.ts';
import { freePort } from '../e2e/support/server.ts';

const PLAYERS = Number(process.env.ROLLING_PLAYERS ?? 12);
const CONNECTIONS = Number(process.env.ROLLING_CONNECTIONS ?? 2);
const RATE = Number(process.env.ROLLING_RATE ?? 50);
const DRAIN_SECONDS = Number(process.env.ROLLING_DRAIN_SECONDS ?? 6);
const PROCESSES = 3;
const START_TIMEOUT_MS = 240_000;

const { DATABASE_URL: adminUrl, REDIS_URL: redisUrl } = process.env;
if (!adminUrl || !redisUrl) {
  console.log('rolling-restart bench needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis). Skipped.');
  process.exit(0);
}
if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.log('rolling-restart bench needs haproxy on the PATH (apt-get install haproxy). Skipped.');
  process.exit(0);
}

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = START_TIMEOUT_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

// ── The site: PostgreSQL database, Redis database, three processes, HAProxy ──────────────────────────

const dbName = `casino_rolling_${process.pid}`;
const dbUrl = withDatabase(adminUrl, dbName);
await admin(adminUrl, `CREATE DATABASE ${dbName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'casino-rolling-'));
// A Redis database of its own: the adapter's stream and sessions do not meet another run's (other suites).
const redis = new URL(redisUrl);
redis.pathname = `/${randomInt(8, 16)}`;
const OPS_TOKEN = randomBytes(16).toString('hex');
const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
const lbPort = await freePort();
const lb = `http://127.0.0.1:${lbPort}`;
const adminSocket = join(dataDir, 'haproxy.sock');
const appEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl,
  REDIS_URL: redis.toString(),
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  AUDIT_HMAC_KEY: randomBytes(32).toString('hex'),
  OPS_TOKEN,
  TRUSTED_PROXIES: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every request comes from this one address.
  RATE_LIMIT_MULTIPLIER: '1000',
  SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  SHUTDOWN_TIMEOUT_SECONDS: String(DRAIN_SECONDS + 10),
};
const logFile = join(dataDir, 'processes.log');
const log = createWriteStream(logFile);

interface AppProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
}
const apps: Array<AppProcess | null> = Array.from({ length: PROCESSES }, () => null);

async function startApp(index: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...appEnv, PORT: String(ports[index]) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  apps[index] = { child, exited };
  await until(`app${index + 1} ready`, async () => {
    if (child.exitCode !== null) throw new Error(`app${index + 1} exited with ${child.exitCode}`);
    return (await fetch(`http://127.0.0.1:${ports[index]}/readyz`)).ok;
  });
  return performance.now() - started;
}

/** SIGTERM, as a deploy sends it; the time to exit and the exit code (0: within its bound). */
async function stopApp(index: number): Promise<{ ms: number; code: number | null }> {
  const app = apps[index]!;
  const started = performance.now();
  app.child.kill('SIGTERM');
  const code = await app.exited;
  apps[index] = null;
  return { ms: performance.now() - started, code };
}

/** One command on HAProxy's runtime API (its admin socket). */
function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocket);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(`${command}\n`);
  });
}

/** The `app` backend's servers HAProxy sends traffic to (its health checks passed). */
async function serversUp(): Promise<string[]> {
  const csv = await haproxyCommand('show stat');
  const [header, ...rows] = csv.split('\n').filter(Boolean);
  const columns = header!.replace(/^# /, '').split(',');
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  return rows
    .map((row) => row.split(','))
    .filter((f) => f[px!] === 'app' && f[status!] === 'UP' && /^app\d$/.test(f[sv!]!))
    .map((f) => f[sv!]!);
}

// The first process migrates and seeds; the others find it done.
const bootMs = [await startApp(0)];
bootMs.push(...(await Promise.all([1, 2].map((i) => startApp(i)))));
const haproxy = spawn('haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
  env: {
    ...process.env,
    HAPROXY_BIND: `127.0.0.1:${lbPort}`,
    HAPROXY_ADMIN_SOCKET: adminSocket,
    ...Object.fromEntries(ports.map((port, i) => [`APP${i + 1}`, `127.0.0.1:${port}`])),
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
haproxy.stderr!.pipe(log, { end: false });
await until('HAProxy sees 3 processes up', async () => (await serversUp()).length === PROCESSES, 30_000);
console.log(
  `3 processes up (boot ${bootMs.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s) behind HAProxy on ${lb}`,
);

// ── Players: a session, a socket through the balancer, and a stream of balance changes ──────────────

const http = { sent: 0, failed: 0, failures: [] as string[] };
/** One request through the balancer, counted; null when it failed (status ≥ 400 or no answer). */
async function request(path: string, init: RequestInit = {}): Promise<Response | null> {
  http.sent++;
  try {
    const response = await fetch(lb + path, { ...init, signal: AbortSignal.timeout(30_000) });
    if (response.status < 400) return response;
    http.failures.push(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  } catch (error) {
    http.failures.push(`${init.method ?? 'GET'} ${path}: ${String(error)}`);
  }
  http.failed++;
  return null;
}

interface Player {
  email: string;
  cookie: string;
  socket: Socket;
  /** COIN balances (tourPoints) the server answered after each change, and those its pushes carried. */
  acked: number[];
  pushed: Set<number>;
  /** When each was acked or pushed, and when the socket (re)connected: a missed push is reported with them. */
  ackedAt: Map<number, number>;
  pushedAt: Map<number, number>;
  connectedAt: number[];
  connects: number;
  recovered: number;
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
function keep(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

async function newPlayer(n: number): Promise<Player> {
  const jar = new Map<string, string>();
  const init = await request('/rest/app/init/');
  if (!init) throw new Error('app init failed');
  keep(jar, init);
  const email = `rolling-${process.pid}-${n}@example.test`;
  const signUp = await request('/rest/registration/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(jar),
      'x-csrf-token': jar.get('csrf_token') ?? '',
    },
    body: JSON.stringify({ email, password: 'violet-harbor-42', agreeTerms: true }),
  });
  if (!signUp) throw new Error(`sign-up failed: ${http.failures.at(-1)}`);
  keep(jar, signUp);
  const cookie = cookieHeader(jar);
  const data = (await (await request('/rest/realtime/connection-data/', {
    headers: { cookie },
  }))!.json()) as {
    token: string;
    channels: string[];
  };
  const room = data.channels.find((c) => c.startsWith('player:'))!;
  // Half start on long-polling (sticky through HAProxy's cookie) and upgrade, half open a WebSocket at once.
  const socket = io(lb, {
    path: '/socket.io',
    auth: { token: data.token },
    withCredentials: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    ...(n % 2 ? { transports: ['websocket'] } : {}),
  });
  const player: Player = {
    email,
    cookie,
    socket,
    acked: [],
    pushed: new Set(),
    ackedAt: new Map(),
    pushedAt: new Map(),
    connectedAt: [],
    connects: 0,
    recovered: 0,
  };
  socket.on(SOCKET_EVENTS.push, (message: PushMessage) => {
    if (message.type !== 'balance') return;
    player.pushed.add(message.data.tourPoints);
    player.pushedAt.set(message.data.tourPoints, Date.now() - startedAt);
  });
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('connect', () => {
      player.connects++;
      player.connectedAt.push(Date.now() - startedAt);
      // A recovered connection has its rooms back; a new one subscribes again, as the site's client does.
      if (socket.recovered) return void player.recovered++;
      socket
        .timeout(10_000)
        .emitWithAck(SOCKET_EVENTS.subscribe, { channel: room })
        .then((ack: SubscribeAck) => (ack.ok ? resolve() : reject(new Error(JSON.stringify(ack)))), reject);
    });
  });
  await subscribed;
  return player;
}

const startedAt = Date.now();
const players: Player[] = [];
for (let n = 0; n < PLAYERS; n++) players.push(await newPlayer(n));
console.log(`${PLAYERS} players signed up, each with a socket (half long-polling first, half WebSocket)`);

let running = true;
/** One player's balance changes, one after the other (each with its own key, retried with it when lost). */
async function changeBalances(player: Player) {
  while (running) {
    const body = JSON.stringify({
      playerEmail: player.email,
      currency: 'COIN',
      amount: 1,
      reason: 'rolling restart bench',
      idempotencyKey: randomUUID(),
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request('/rest/ops/wallet/adjust/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
        body,
      });
      if (!response) continue;
      const answer = (await response.json()) as {
        data: { replayed: boolean; balance: { tourPoints: number } };
      };
      if (!answer.data.replayed) {
        player.acked.push(answer.data.balance.tourPoints);
        player.ackedAt.set(answer.data.balance.tourPoints, Date.now() - startedAt);
      }
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 300 + randomInt(200)));
  }
}
const changing = players.map((player) => changeBalances(player));

// Reads through the balancer: a signed-in player's app data and the health check, up to RATE a second.
let load!: autocannon.Instance;
const loadResult = new Promise<autocannon.Result>((resolve, reject) => {
  load = autocannon(
    {
      url: lb,
      connections: CONNECTIONS,
      // A 2-core machine runs the three processes too: load it, do not drown it.
      overallRate: RATE,
      duration: 3600,
      requests: [
        { method: 'GET', path: '/rest/app/init/', headers: { cookie: players[0]!.cookie } },
        { method: 'GET', path: '/healthz' },
      ],
    },
    (error, result) => (error ? reject(error as Error) : resolve(result)),
  );
});

// ── The rolling restart ─────────────────────────────────────────────────────────────────────────────

await new Promise((resolve) => setTimeout(resolve, 5000));
const restarts: Array<{ stopMs: number; code: number | null; bootMs: number }> = [];
const restartTimes: Array<[number, number]> = [];
for (let i = 0; i < PROCESSES; i++) {
  const stopBegun = Date.now() - startedAt;
  const { ms: stopMs, code } = await stopApp(i);
  const boot = await startApp(i);
  await until(`HAProxy sees app${i + 1} up again`, async () => (await serversUp()).includes(`app${i + 1}`));
  restarts.push({ stopMs, code, bootMs: boot });
  restartTimes.push([stopBegun, Date.now() - startedAt]);
  console.log(
    `app${i + 1}: stopped in ${(stopMs / 1000).toFixed(1)} s (exit ${code}), back in ${(boot / 1000).toFixed(1)} s`,
  );
}
const restartedAt = new Date();
await new Promise((resolve) => setTimeout(resolve, 5000));
running = false;
load.stop();
await Promise.all(changing);
const cannon = await loadResult;

// Every push sent is in by now: a last change per player, whose push comes after all of its others.
await Promise.all(
  players.map(async (player) => {
    const response = await request('/rest/ops/wallet/adjust/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
      body: JSON.stringify({
        playerEmail: player.email,
        currency: 'COIN',
        amount: 1,
        reason: 'rolling restart bench: barrier',
        idempotencyKey: randomUUID(),
      }),
    });
    const last = ((await response!.json()) as { data: { balance: { tourPoints: number } } }).data.balance
      .tourPoints;
    await until('the barrier push', async () => player.pushed.has(last), 30_000);
  }),
);

// ── Results ─────────────────────────────────────────────────────────────────────────────────────────

const pushesExpected = players.reduce((n, p) => n + p.acked.length, 0);
const pushesMissed = players.reduce((n, p) => n + p.acked.filter((v) => !p.pushed.has(v)).length, 0);
const reconnects = players.reduce((n, p) => n + p.connects - 1, 0);
const recovered = players.reduce((n, p) => n + p.recovered, 0);
let sessionsSurviving = 0;
for (const player of players) {
  const init = await request('/rest/app/init/', { headers: { cookie: player.cookie } });
  if (init && ((await init.json()) as { isGuest: boolean }).isGuest === false) sessionsSurviving++;
}

// Jobs: the minute's cron send made once across the processes, and jobs still run after the restarts.
const sql = new pg.Client({ connectionString: dbUrl });
await sql.connect();
const cronDuplicates = (
  await sql.query(
    `SELECT count(*)::int AS n FROM (SELECT singleton_on FROM pgboss.job
       WHERE name = '__pgboss__send-it' GROUP BY data->>'name', singleton_on HAVING count(*) > 1) d`,
  )
).rows[0].n as number;
await until(
  'a job completed after the last restart',
  async () =>
    (
      await sql.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name NOT LIKE '__pgboss__%' AND state = 'completed' AND completed_on > $1`,
        [restartedAt],
      )
    ).rows[0].n > 0,
  90_000,
);
const completedJobs = (
  await sql.query(`SELECT name, count(*)::int AS n FROM pgboss.job WHERE state = 'completed' GROUP BY name`)
).rows as Array<{ name: string; n: number }>;
await sql.end();

const httpFailed = http.failed + cannon.errors + cannon.timeouts + cannon.non2xx;
const httpTotal = http.sent + cannon.requests.total;
console.log('\nRolling restart of 3 processes behind HAProxy');
console.log(
  `  HTTP requests                ${httpTotal} (${cannon.requests.total} autocannon, ${http.sent} others)`,
);
console.log(`  failed HTTP requests         ${httpFailed} (goal 0)`);
console.log(
  `  autocannon latency          p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms, max ${cannon.latency.max} ms`,
);
console.log(
  `  shutdowns (SIGTERM → exit)   ${restarts.map((r) => `${(r.stopMs / 1000).toFixed(1)} s/${r.code}`).join(', ')}`,
);
console.log(`  socket reconnects            ${reconnects} (${recovered} with their state recovered)`);
console.log(`  balance pushes expected      ${pushesExpected}`);
console.log(`  balance pushes missed        ${pushesMissed} (goal 0)`);
console.log(`  sessions surviving           ${sessionsSurviving}/${PLAYERS}`);
console.log(`  cron sends made twice        ${cronDuplicates} (goal 0)`);
console.log(`  jobs completed               ${completedJobs.map((j) => `${j.name} ${j.n}`).join(', ')}`);
for (const failure of http.failures.slice(0, 10)) console.log(`  failure: ${failure}`);
// Each missed push with what happened around it (ms since the players signed up): the restarts, the player's
// connects, and the pushes before and after it.
players.forEach((player, n) => {
  for (const value of player.acked.filter((v) => !player.pushed.has(v))) {
    const near = [...player.pushedAt].filter(([v]) => Math.abs(v - value) <= 2);
    console.log(
      `  missed: player ${n} balance ${value} acked at ${player.ackedAt.get(value)} ms; connects at ` +
        `${player.connectedAt.join(', ')} ms; pushes near it ${near.map(([v, at]) => `${v}@${at}`).join(', ')}`,
    );
  }
});
console.log(`  restarts (stop begun, back up) at ${restartTimes.map(([a, b]) => `${a}–${b}`).join(', ')} ms`);

// ── Teardown ────────────────────────────────────────────────────────────────────────────────────────

for (const player of players) player.socket.disconnect();
haproxy.kill('SIGTERM');
await Promise.all(apps.map((_, i) => (apps[i] ? stopApp(i) : null)));
await admin(adminUrl, `DROP DATABASE ${dbName} WITH (FORCE)`);
const failed =
  httpFailed > 0 ||
  pushesMissed > 0 ||
  sessionsSurviving < PLAYERS ||
  cronDuplicates > 0 ||
  restarts.some((r) => r.code !== 0);
if (failed)
  console.log(`\nGoal missed. The processes' log: ${logFile}\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
else rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
