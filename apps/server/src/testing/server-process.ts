/**
 * A whole server in its own process, for tests and benches that need real processes (two on one
 * database and Redis, or one killed with SIGKILL and restarted): what main.ts does, without the SSR site.
 * Start with `node --import tsx`; configuration comes from the environment as for main.ts (PORT=0 picks a
 * free port). It prints `listening <url>` on stdout and, with an IPC channel, sends `{type:'ready', url}`.
 *
 * With TEST_HOLD_MIDNIGHT=1, the app's clock stands one second before the next UTC midnight until the parent
 * sends `{type:'midnight'}`, then runs on from midnight, and the process answers `{type:'midnight-passed'}`
 * once its day rollover has run: the job runs when a test says so, and the test knows when it has.
 */
import type { AddressInfo } from 'node:net';
import { openDatabase, seedDatabase, systemClock, type Clock } from '@casino/core';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const DAY_MS = 86_400_000;

let clock: Clock = systemClock;
if (process.env.TEST_HOLD_MIDNIGHT === '1') {
  const HELD_MS = 1000;
  const midnight = (Math.floor(Date.now() / DAY_MS) + 1) * DAY_MS;
  let releasedAt: number | null = null;
  clock = {
    now: () => new Date(releasedAt === null ? midnight - HELD_MS : midnight + (Date.now() - releasedAt)),
  };
  process.on('message', (command: { type?: string }) => {
    if (command.type !== 'midnight') return;
    releasedAt ??= Date.now();
    // While held, the day rollover's timer re-arms every HELD_MS, so it expires within HELD_MS of now;
    // Node runs timers in expiry order, so this answer goes after the job has run.
    setTimeout(() => process.send?.({ type: 'midnight-passed' }), HELD_MS + 1);
  });
}

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await seedDatabase(database.db);
const app = await buildApp({ config, database, clock });

async function shutdown() {
  app.readiness.state = 'stopping';
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
// The parent test finished or died: do not linger.
process.on('disconnect', () => void shutdown());

await app.listen({ port: config.port, host: '127.0.0.1' });
app.readiness.state = 'ok';
const { port } = app.server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}`;
process.stdout.write(`listening ${url}\n`);
process.send?.({ type: 'ready', url });
