import { openDatabase, seedDatabase } from '@casino/core';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
// Written into the embedded database's lock, so an operator command run on the same folder is told where to go.
const listenHost = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
const database = openDatabase({ ...config, serverUrl: `http://${listenHost}:${config.port}` });
await database.migrate();
const seeded = await seedDatabase(database.db);

const app = await buildApp({
  config,
  database,
  web: config.env === 'production' ? 'production' : 'development',
});
if (seeded.to !== seeded.from) app.log.info(seeded, 'database seeded');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.readiness.state = 'stopping';
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.readiness.state = 'ok';
