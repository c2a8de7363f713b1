/**
 * A whole server in its own process, for tests and benches that need real processes (two on one
 * database and Redis, or one killed with SIGKILL and restarted): what main.ts does, without the SSR site.
 * Start with `node --import tsx`; configuration comes from the environment as for main.ts (PORT=0 picks a
 * free port). It prints `listening <url>` on stdout and, with an IPC channel, sends `{type:'ready', url}`.
 *
 * With an IPC channel it also takes `{type:'send-job', name, key}`: the process sends the one-off job `name`
 * for now with the singleton key `key` and answers `{type:'job-sent', id}` (null when the key was taken), so
 * a test can have two processes send the same job. Time moves with CLOCK_CONTROL=1 and POST /rest/ops/clock/.
 */
import type { AddressInfo } from 'node:net';
import { openDatabase, seedDatabase, systemClock } from '@casino/core';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { shutdownGracefully } from '../shutdown.ts';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await seedDatabase(database.db, systemClock.now());
const app = await buildApp({ config, database });

process.on('message', (command: { type?: string; name?: string; key?: string }) => {
  if (command.type !== 'send-job' || !command.name || !command.key) return;
  const { jobs, clock } = app.services;
  void jobs.sendAt(command.name, {}, clock.now(), { singletonKey: command.key }).then(
    (id) => process.send?.({ type: 'job-sent', id }),
    (error: unknown) => process.send?.({ type: 'job-sent', error: String(error) }),
  );
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  const outcome = await shutdownGracefully(app, database, config.shutdown);
  process.exit(outcome === 'clean' ? 0 : 1);
}
process.on('SIGTERM', () => void shutdown());
// The parent test finished or died: do not linger.
process.on('disconnect', () => void shutdown());

await app.listen({ port: config.port, host: '127.0.0.1' });
// The engine starts when the server listens; a test may send jobs as soon as it hears `ready`.
await app.services.jobs.start();
app.readiness.state = 'ok';
const { port } = app.server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}`;
process.stdout.write(`listening ${url}\n`);
process.send?.({ type: 'ready', url });
