/**
 * The production server in a process of its own, as `npm start` runs it, for the benches that load it over
 * HTTP (autocannon must not share its event loop). Shared by bench/pages.bench.ts and bench/http.bench.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface ServerProcess {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc, 10 ms ticks). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Every server started, stopped by stopAllServers whatever happened. */
const running: ServerProcess[] = [];

export async function startServer(options: {
  logLevel: string;
  dataDir: string;
  /** Extra environment (DATABASE_URL to run on PostgreSQL). */
  env?: Record<string, string>;
  /** A port known to be free (e2e/support/server.ts's freePort); else a random one. */
  port?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? randomInt(30_000, 50_000);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel,
      // One address sends every request here, including the sign-ups.
      RATE_LIMIT_MULTIPLIER: '1000',
      ...options.env,
    },
    // What `npm start` prints goes nowhere: the cost measured is producing the lines, not a terminal.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    cpuMs() {
      // Fields 14 and 15 (utime, stime) after the command name, which is in parentheses.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.push(server);
  // First start migrates and seeds; on a busy 2-core machine that takes up to a minute or two.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

export const stopAllServers = () => Promise.all(running.map((server) => server.stop()));

/** Signs a player up over HTTP, as a browser would: CSRF cookie first, then the form's POST. */
export async function signUp(url: string): Promise<string> {
  const first = await fetch(`${url}/healthz`);
  const csrf = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('csrf_token='))!;
  const response = await fetch(`${url}/rest/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf, 'x-csrf-token': csrf.slice(11) },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      password: 'violet-harbor-42',
      agreeTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const sid = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('sign-up set no session cookie');
  return sid;
}
