import { openDatabase, seedDatabase, systemClock } from '@casino/core';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { shutdownGracefully } from './shutdown.ts';

const config = loadConfig();
// Written into the embedded database's lock, so an operator command run on the same folder is told where to go.
const listenHost = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
const database = openDatabase({ ...config, serverUrl: `http://${listenHost}:${config.port}` });
await database.migrate();
const seeded = await seedDatabase(database.db, systemClock.now());

const app = await buildApp({
  config,
  database,
  web: config.env === 'production' ? 'production' : 'development',
});
if (seeded.to !== seeded.from) app.log.info(seeded, 'database seeded');

let stopping = false;
/**
 * SIGTERM (a deploy, a scale-in): drain for SHUTDOWN_DRAIN_SECONDS, then close within SHUTDOWN_TIMEOUT_SECONDS
 * (docs/operations.md). Ctrl-C on a laptop has no balancer to wait for: it closes at once.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, ...config.shutdown }, 'shutting down');
  const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
  try {
    const outcome = await shutdownGracefully(app, database, { ...config.shutdown, drainMs });
    if (outcome === 'timeout') app.log.error(config.shutdown, 'shutdown took longer than its bound');
    process.exit(outcome === 'clean' ? 0 : 1);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.readiness.state = 'ok';
