import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { PushMessage, SubscribeAck } from '@casino/contracts';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from '../hub.ts';

export const TEST_SECRET = 'realtime-test-secret-0123456789abcdef';

export interface StartedHub {
  hub: RealtimeHub;
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on an ephemeral port with the hub attached, as the Fastify host does it. */
export async function startHub(
  options: Partial<Omit<RealtimeHubOptions, 'httpServer'>> = {},
): Promise<StartedHub> {
  const httpServer = createServer((_req, res) => res.writeHead(404).end());
  const hub = await createRealtimeHub({ httpServer, secret: TEST_SECRET, ...options });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    hub,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await hub.close();
      httpServer.closeAllConnections();
      if (httpServer.listening) await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

/**
 * Tests only: `cleanups` run after each test, last first (hubs, sockets); `hubFor` starts a hub stopped so.
 */
export function setupHubs() {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const hubFor = async (options: Parameters<typeof startHub>[0] = {}): Promise<StartedHub> => {
    const started = await startHub(options);
    cleanups.push(() => started.close());
    return started;
  };
  return { cleanups, hubFor };
}

export type RawClient = Socket;

/** A bare socket.io-client connection, to see exactly what the server answers. */
export function rawClient(url: string, token: string): RawClient {
  return connectSocket(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
}

export function connected(socket: RawClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export function connectError(socket: RawClient): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but a refusal was expected')));
    socket.once('connect_error', resolve);
  });
}

export async function subscribeRaw(
  socket: RawClient,
  channel: string,
  token?: string,
): Promise<SubscribeAck> {
  return (await socket.timeout(2000).emitWithAck('subscribe', { channel, token })) as SubscribeAck;
}

/** Collects every push a socket receives, with a helper to wait for the next matching one. */
export function collectPushes(socket: RawClient) {
  const received: PushMessage[] = [];
  const waiters: Array<{ match: (m: PushMessage) => boolean; resolve: (m: PushMessage) => void }> = [];
  socket.on('push', (message: PushMessage) => {
    received.push(message);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(message)) waiter.resolve(message);
      else waiters.push(waiter);
    }
  });
  return {
    received,
    next(match: (m: PushMessage) => boolean = () => true, timeoutMs = 2000): Promise<PushMessage> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching push within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
