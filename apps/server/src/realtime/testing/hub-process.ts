/**
 * A hub in its own process, for the cross-process Redis test: start with `node --import tsx`,
 * REDIS_URL and REALTIME_PREFIX in the environment and an IPC channel. It reports `{type:'ready', url}`,
 * then obeys `{type:'publish', method, args}` and `{type:'close'}` messages.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Publisher } from '@casino/core';
import { createRealtimeHub } from '../hub.ts';
import { TEST_SECRET } from './start-hub.ts';

type Command = { type: 'publish'; method: keyof Publisher; args: unknown[] } | { type: 'close' };

const send = (message: unknown) => process.send?.(message);

const httpServer = createServer((_req, res) => res.writeHead(404).end());
const hub = await createRealtimeHub({
  httpServer,
  secret: TEST_SECRET,
  redisUrl: process.env.REDIS_URL,
  redisKeyPrefix: process.env.REALTIME_PREFIX,
});
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address() as AddressInfo;

process.on('message', (command: Command) => {
  if (command.type === 'close') {
    // Exit without waiting for the adapter's blocking XREAD to time out.
    void hub.close().finally(() => process.exit(0));
    return;
  }
  try {
    (hub.publisher[command.method] as (...args: unknown[]) => void)(...command.args);
    send({ type: 'published' });
  } catch (error) {
    send({ type: 'error', message: String(error) });
  }
});
// The parent test died or finished: do not linger.
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', url: `http://127.0.0.1:${port}`, ready: hub.isReady() });
