import { describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { playerRoom, type PushMessage } from '@casino/contracts';
import { setupHubs, subscribeRaw } from './testing/start-hub.ts';

const balance = (tourPoints: number): PushMessage => ({
  type: 'balance',
  action: 'setBalance',
  data: { tourPoints, entries: 0, winnings: 0 },
});

const { cleanups, hubFor } = setupHubs();

/** Connection-state recovery (ADR 0028): what a rolling restart relies on so a reconnecting page misses nothing. */
describe('a connection cut off and back within the recovery window', () => {
  it('gets its rooms back and the pushes sent while it was away', async () => {
    const { hub, url } = await hubFor();
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: hub.connectionData('p-recover').token },
      reconnectionDelay: 50,
      forceNew: true,
    });
    cleanups.push(() => socket.disconnect());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.recovered).toBe(false);
    expect(await subscribeRaw(socket, playerRoom('p-recover'))).toEqual({ ok: true });
    const received: number[] = [];
    socket.on('push', (message: PushMessage) => {
      if (message.type === 'balance') received.push(message.data.tourPoints);
    });
    hub.publisher.toPlayer('p-recover', balance(1));
    await new Promise<void>((resolve) => socket.once('push', () => resolve()));

    // The transport drops (as when its process shuts down): the client reconnects by itself.
    const reconnected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.io.engine.close();
    hub.publisher.toPlayer('p-recover', balance(2));
    hub.publisher.toPlayer('p-recover', balance(3));
    await reconnected;
    expect(socket.recovered).toBe(true);
    // Its room is back without subscribing again: a push after the reconnect arrives too.
    hub.publisher.toPlayer('p-recover', balance(4));
    await new Promise<void>((resolve) => {
      const check = () => (received.includes(4) ? resolve() : socket.once('push', check));
      check();
    });
    expect(received).toEqual([1, 2, 3, 4]);
  });

  it('hears a push sent while its session is checked again on its return', async () => {
    // The reconnect's session check sends a push before it answers: the push must not be lost.
    let duringCheck: (() => void) | null = null;
    const { hub, url } = await hubFor({
      isLive: async () => {
        duringCheck?.();
        duringCheck = null;
        return true;
      },
    });
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: hub.connectionData('p-held', null, [], { sessionId: 's-held' }).token },
      reconnectionDelay: 50,
      forceNew: true,
    });
    cleanups.push(() => socket.disconnect());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(await subscribeRaw(socket, playerRoom('p-held'))).toEqual({ ok: true });
    const received: number[] = [];
    socket.on('push', (message: PushMessage) => {
      if (message.type === 'balance') received.push(message.data.tourPoints);
    });
    hub.publisher.toPlayer('p-held', balance(1));
    await new Promise<void>((resolve) => socket.once('push', () => resolve()));

    duringCheck = () => hub.publisher.toPlayer('p-held', balance(2));
    socket.io.engine.close();
    await new Promise<void>((resolve) => {
      const check = () => (received.includes(2) ? resolve() : socket.once('push', check));
      check();
    });
    expect(socket.recovered).toBe(true);
    expect(duringCheck).toBeNull();
    expect(received).toEqual([1, 2]);
  });

  it('is closed when its session ended while it was away', async () => {
    let live = true;
    const { hub, url } = await hubFor({ isLive: () => Promise.resolve(live) });
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: hub.connectionData('p-ended', null, [], { sessionId: 's-ended' }).token },
      reconnectionDelay: 50,
      forceNew: true,
    });
    cleanups.push(() => socket.disconnect());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Recovery needs an offset: the client's last packet.
    expect(await subscribeRaw(socket, playerRoom('p-ended'))).toEqual({ ok: true });
    hub.publisher.toPlayer('p-ended', balance(1));
    await new Promise<void>((resolve) => socket.once('push', () => resolve()));
    live = false;
    const closed = new Promise<string>((resolve) =>
      socket.once('connect', () => socket.once('disconnect', (reason) => resolve(reason))),
    );
    socket.io.engine.close();
    expect(await closed).toBe('io server disconnect');
    expect(socket.recovered).toBe(true);
  });
});
