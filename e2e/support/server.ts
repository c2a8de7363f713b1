import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_BRAND_HOSTS = 'tao.test=tao,nlc.test=nlc,sws.test=sws,stormrush.test=stormrush';
/** Each brand host's origin as the browser suite opens it (plain http on the server's port). */
export const e2ePublicOrigins = (port: number) =>
  E2E_BRAND_HOSTS.split(',')
    .map((pair) => pair.split('='))
    .map(([host, brand]) => `${brand}=http://${host}:${port}`)
    .join(',');
/** Operator endpoints are on in the browser suite (e.g. publishing a new terms version). */
export const E2E_OPS_TOKEN = 'e2e-ops-token-0123456789';

/** A port nothing listens on now (the server's, and the web push journey's loopback push service's). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface RunningServer {
  port: number;
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts the site exactly as `npm start` does, on a free port with a fresh data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRAND_HOSTS: E2E_BRAND_HOSTS,
      // Links in emails come from configuration, never the Host header: point each brand's at the plain-http
      // origin its pages are opened on here (http://tao.test:PORT), not at the https:// default for a name.
      PUBLIC_ORIGINS: e2ePublicOrigins(port),
      OPS_TOKEN: E2E_OPS_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '50',
      // Journeys that need "tomorrow" move the server's clock (support/clock.ts); a test control only.
      CLOCK_CONTROL: '1',
      // Specs move the clock days ahead with one signed-in player; idle expiry is tested on the API.
      SESSION_IDLE_MINUTES: '1051200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds the embedded database: minutes on a loaded 2-core machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    baseUrl,
    dataDir,
    process: child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}
