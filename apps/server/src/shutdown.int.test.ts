import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@casino/core/testing';
import { buildApp } from './app.ts';
import { rawClient, connected } from './realtime/testing/start-hub.ts';
import { shutdownGracefully } from './shutdown.ts';
import { testConfig } from './testing/test-app.ts';

/** A promise and its resolve, to hold a request or the drain until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A listening app with a route the test holds in flight (`entered` once called, answering on `release`). */
async function appWithHeldRequest() {
  const database = await createTestDatabase('pglite');
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const entered = gate();
  const release = gate();
  // Added before the app is ready, like any route.
  app.get('/test/in-flight', async () => {
    entered.open();
    await release.opened;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.readiness.state = 'ok';
  return {
    database,
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    entered,
    release,
  };
}

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a graceful shutdown (SIGTERM behind a balancer)', () => {
  it('drains with /readyz at 503, refuses new requests, lets the one in flight finish, and closes sockets so they reconnect elsewhere', async () => {
    const { database, app, url, entered, release } = await appWithHeldRequest();

    const socket = rawClient(url, app.services.hub.connectionData(null).token);
    cleanups.push(() => socket.disconnect());
    await connected(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${url}/test/in-flight`);
    await entered.opened;

    const drain = gate();
    const outcome = shutdownGracefully(app, database, {
      drainMs: 3000,
      timeoutMs: 60_000,
      wait: () => drain.opened,
    });
    // Draining: the balancer's check fails, but traffic still sent here is served.
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(socket.connected).toBe(true);

    // Closing: new requests are refused (the balancer retries them elsewhere) while the held one is in flight,
    // and the realtime connection stays up until that request is done (it may still push).
    drain.open();
    await vi.waitFor(async () => {
      const refused = await fetch(`${url}/healthz`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('connection')).toBe('close');
    });
    expect(socket.connected).toBe(true);

    release.open();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ finished: true });
    // "transport close": socket.io clients reconnect by themselves (never after "io server disconnect").
    expect(await disconnected).toBe('transport close');
    expect(await outcome).toBe('clean');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('gives up at its bound when a request in flight does not finish, so the process exits anyway', async () => {
    const { database, app, url, entered, release } = await appWithHeldRequest();
    const stuck = fetch(`${url}/test/in-flight`).catch(() => null);
    await entered.opened;

    // The bound is the event under test: the held request never ends before it.
    expect(await shutdownGracefully(app, database, { drainMs: 0, timeoutMs: 200 })).toBe('timeout');
    expect(app.readiness.state).toBe('stopping');
    release.open();
    await stuck;
  });
});
