import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROOMS, REALTIME, type PushMessage } from '@casino/contracts';
import { startDayRolloverJob } from '../jobs/day-rollover.ts';
import { createRealtimeHub } from './hub.ts';
import { signRealtimeToken } from './token.ts';
import {
  collectPushes,
  connectError,
  connected,
  rawClient,
  setupHubs,
  startHub,
  subscribeRaw,
  TEST_SECRET,
  type RawClient,
  type StartedHub,
} from './testing/start-hub.ts';

const balance = (tourPoints: number): PushMessage => ({
  type: 'balance',
  action: 'setBalance',
  data: { tourPoints, entries: 0, winnings: 0 },
});
const barrier: PushMessage = { type: 'promotionsPage', action: 'update' };

const { cleanups, hubFor } = setupHubs();

async function client(started: StartedHub, playerId: string | null): Promise<RawClient> {
  const socket = rawClient(started.url, started.hub.connectionData(playerId).token);
  cleanups.push(() => socket.disconnect());
  await connected(socket);
  return socket;
}

describe('connection data', () => {
  it('lists the public rooms for guests and adds the own room for players', async () => {
    const { hub } = await hubFor();
    const guest = hub.connectionData(null);
    expect(guest).toMatchObject({ endpoint: '/socket.io', channels: [...PUBLIC_ROOMS] });
    expect(hub.connectionData(7).channels).toEqual([...PUBLIC_ROOMS, 'player:7']);
    const expiresIn = Date.parse(guest.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan((REALTIME.tokenTtlSeconds - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(REALTIME.tokenTtlSeconds * 1000);
  });

  it('signs with a key derived from the secret, not the secret itself', async () => {
    const { url } = await hubFor();
    const socket = rawClient(url, signRealtimeToken(null, TEST_SECRET).token);
    cleanups.push(() => socket.disconnect());
    expect((await connectError(socket)).data).toEqual({ code: 101, message: 'Unauthorized' });
  });
});

describe('handshake', () => {
  it('refuses an expired token with code 109', async () => {
    let offset = -(REALTIME.tokenTtlSeconds + 1) * 1000;
    const started = await hubFor({ clock: { now: () => new Date(Date.now() + offset) } });
    const { token } = started.hub.connectionData('1');
    offset = 0;
    const socket = rawClient(started.url, token);
    cleanups.push(() => socket.disconnect());
    const error = await connectError(socket);
    expect(error.message).toBe('Token expired');
    expect(error.data).toEqual({ code: 109, message: 'Token expired' });
  });

  it.each([
    ['a forged token', 'abc.def'],
    ['no token', undefined],
  ])('refuses %s with code 101', async (_name, token) => {
    const { url } = await hubFor();
    const socket = rawClient(url, token as string);
    cleanups.push(() => socket.disconnect());
    expect((await connectError(socket)).data).toEqual({ code: 101, message: 'Unauthorized' });
  });

  it('refuses a token from a hub with another secret', async () => {
    const { url } = await hubFor();
    const other = await hubFor({ secret: 'some-other-secret-0123456789abcdef' });
    const socket = rawClient(url, other.hub.connectionData('1').token);
    cleanups.push(() => socket.disconnect());
    expect((await connectError(socket)).data).toMatchObject({ code: 101 });
  });
});

describe('rooms', () => {
  it('lets a guest join every public room but no player room', async () => {
    const started = await hubFor();
    const guest = await client(started, null);
    for (const room of PUBLIC_ROOMS) expect(await subscribeRaw(guest, room)).toEqual({ ok: true });
    expect(await subscribeRaw(guest, 'player:1')).toEqual({
      ok: false,
      code: 103,
      message: 'Permission denied',
    });
    expect(await subscribeRaw(guest, 'player:null')).toMatchObject({ ok: false, code: 103 });
    expect(await subscribeRaw(guest, 'anything-else')).toMatchObject({ ok: false, code: 103 });
  });

  it("lets a player join their own room and refuses someone else's", async () => {
    const started = await hubFor();
    const player = await client(started, '1');
    expect(await subscribeRaw(player, 'player:1')).toEqual({ ok: true });
    expect(await subscribeRaw(player, 'public')).toEqual({ ok: true });
    expect(await subscribeRaw(player, 'player:2')).toMatchObject({ ok: false, code: 103 });
    // A refused join must not have joined anyway.
    const pushes = collectPushes(player);
    started.hub.publisher.toPlayer('2', balance(1));
    started.hub.publisher.toAll(barrier);
    await pushes.next();
    expect(pushes.received).toEqual([barrier]);
  });

  it('answers malformed requests with 107 and ignores requests without ack', async () => {
    const started = await hubFor();
    const socket = await client(started, null);
    expect(await socket.timeout(2000).emitWithAck('subscribe', { channel: '' })).toMatchObject({ code: 107 });
    expect(await socket.timeout(2000).emitWithAck('subscribe', 'public')).toMatchObject({ code: 107 });
    expect(await socket.timeout(2000).emitWithAck('unsubscribe', {})).toMatchObject({ code: 107 });
    socket.emit('subscribe', { channel: 'public' });
    // Still connected and answering.
    expect(await subscribeRaw(socket, 'public')).toEqual({ ok: true });
  });

  it('stops delivering a room after unsubscribe, and will not let a socket leave its own id room', async () => {
    const started = await hubFor();
    const socket = await client(started, null);
    const pushes = collectPushes(socket);
    await subscribeRaw(socket, 'tournaments');
    started.hub.publisher.toRoom('tournaments', balance(1));
    await pushes.next();
    expect(await socket.timeout(2000).emitWithAck('unsubscribe', { channel: 'tournaments' })).toEqual({
      ok: true,
    });
    expect(await socket.timeout(2000).emitWithAck('unsubscribe', { channel: socket.id })).toMatchObject({
      code: 103,
    });
    started.hub.publisher.toRoom('tournaments', balance(2));
    started.hub.publisher.toAll(barrier);
    await pushes.next((m) => m.type === 'promotionsPage');
    expect(pushes.received).toEqual([balance(1), barrier]);
  });

  it('answers 109 to a subscribe once the handshake token expired, and accepts a fresher token', async () => {
    let offset = 0;
    const started = await hubFor({ clock: { now: () => new Date(Date.now() + offset) } });
    const socket = await client(started, '5');
    offset = (REALTIME.tokenTtlSeconds + 1) * 1000;
    expect(await subscribeRaw(socket, 'public')).toEqual({ ok: false, code: 109, message: 'Token expired' });
    expect(await subscribeRaw(socket, 'public', started.hub.connectionData('5').token)).toEqual({ ok: true });
    // The fresher expiry sticks to the socket.
    expect(await subscribeRaw(socket, 'player:5')).toEqual({ ok: true });
    // A token of another identity cannot be smuggled into this connection.
    expect(await subscribeRaw(socket, 'player:6', started.hub.connectionData('6').token)).toMatchObject({
      code: 101,
    });
    expect(await subscribeRaw(socket, 'public', 'forged.token')).toMatchObject({ code: 101 });
  });
});

describe('publisher', () => {
  it('delivers toPlayer only to that player', async () => {
    const started = await hubFor();
    const alice = await client(started, '1');
    const bob = await client(started, '2');
    const guest = await client(started, null);
    await subscribeRaw(alice, 'player:1');
    await subscribeRaw(bob, 'player:2');
    for (const s of [alice, bob, guest]) await subscribeRaw(s, 'public');
    const [a, b, g] = [collectPushes(alice), collectPushes(bob), collectPushes(guest)];

    started.hub.publisher.toPlayer(1, balance(10));
    expect(await a.next()).toEqual(balance(10));
    started.hub.publisher.toAll(barrier);
    await Promise.all([a.next(), b.next(), g.next()]);
    expect(b.received).toEqual([barrier]);
    expect(g.received).toEqual([barrier]);
    expect(a.received).toEqual([balance(10), barrier]);
  });

  it('sends the request id of the work that pushed as the second argument, and none outside a request', async () => {
    let current: string | undefined = 'req-7f3a';
    const started = await hubFor({ requestId: () => current });
    const alice = await client(started, '1');
    await subscribeRaw(alice, 'player:1');
    const received: unknown[][] = [];
    const arrived = new Promise<void>((resolve) =>
      alice.on('push', (...args: unknown[]) => {
        received.push(args);
        if (received.length === 2) resolve();
      }),
    );

    started.hub.publisher.toPlayer(1, balance(1));
    current = undefined;
    started.hub.publisher.toPlayer(1, balance(2));
    await arrived;
    // The last argument is the offset connection-state recovery adds to every packet.
    expect(received.map((args) => args.slice(0, -1))).toEqual([
      [balance(1), { requestId: 'req-7f3a' }],
      [balance(2)],
    ]);
  });

  it('delivers toRoom to members only and toAll to every connection', async () => {
    const started = await hubFor();
    const member = await client(started, null);
    const other = await client(started, null);
    await subscribeRaw(member, 'prize-drops');
    const [m, o] = [collectPushes(member), collectPushes(other)];
    started.hub.publisher.toRoom('prize-drops', barrier);
    await m.next();
    started.hub.broadcastAppReload();
    const reload = { type: 'app', action: 'reload' };
    expect(await m.next()).toEqual(reload);
    expect(await o.next()).toEqual(reload);
    expect(o.received).toEqual([reload]);
  });

  it('delivers toBrand to the players of that brand’s site only, who can neither leave nor join it', async () => {
    const started = await hubFor();
    const connect = async (playerId: string | null, brand: string) => {
      const socket = rawClient(started.url, started.hub.connectionData(playerId, brand).token);
      cleanups.push(() => socket.disconnect());
      await connected(socket);
      return socket;
    };
    const taoPlayer = await connect('1', 'tao');
    const taoGuest = await connect(null, 'tao');
    const nlcPlayer = await connect('2', 'nlc');
    expect(started.hub.connectionData('1', 'tao').channels).not.toContain('brand:tao');
    expect(await subscribeRaw(taoPlayer, 'brand:tao')).toMatchObject({ ok: false, code: 103 });
    expect(await subscribeRaw(nlcPlayer, 'brand:tao')).toMatchObject({ ok: false, code: 103 });
    expect(await taoPlayer.timeout(2000).emitWithAck('unsubscribe', { channel: 'brand:tao' })).toMatchObject({
      ok: false,
      code: 103,
    });
    const [p, g, n] = [collectPushes(taoPlayer), collectPushes(taoGuest), collectPushes(nlcPlayer)];
    const isBarrier = (m: PushMessage) => m.type === barrier.type;
    const all = Promise.all([p.next(isBarrier), g.next(isBarrier), n.next(isBarrier)]);
    const featureStarted = { type: 'feature', action: 'started', data: { key: 'dailyWheel' } } as const;
    started.hub.publisher.toBrand('tao', featureStarted);
    started.hub.publisher.toAll(barrier);
    await all;
    expect(p.received).toEqual([featureStarted, barrier]);
    expect(g.received).toEqual([barrier]);
    expect(n.received).toEqual([barrier]);
  });

  it('throws on a message that breaks the contract, before sending anything', async () => {
    const started = await hubFor();
    const socket = await client(started, '1');
    await subscribeRaw(socket, 'player:1');
    const pushes = collectPushes(socket);
    const bad = {
      type: 'balance',
      action: 'setBalance',
      data: { tourPoints: 'lots' },
    } as unknown as PushMessage;
    expect(() => started.hub.publisher.toPlayer('1', bad)).toThrow();
    expect(() => started.hub.publisher.toRoom('public', bad)).toThrow();
    expect(() => started.hub.publisher.toAll({ type: 'nope' } as unknown as PushMessage)).toThrow();
    expect(() => started.hub.publisher.toRoom('secret-room' as 'public', barrier)).toThrow(/room/);
    expect(() => started.hub.publisher.toPlayer('', barrier)).toThrow(/player id/);
    started.hub.publisher.toAll(barrier);
    await pushes.next();
    expect(pushes.received).toEqual([barrier]);
  });

  it('strips fields the contract does not know', async () => {
    const started = await hubFor();
    const socket = await client(started, null);
    const pushes = collectPushes(socket);
    started.hub.publisher.toAll({ ...barrier, secret: 'x' } as PushMessage);
    expect(await pushes.next()).toEqual(barrier);
  });
});

describe('day rollover job', () => {
  it('pushes activity/day_24h through the local broadcast at UTC midnight', async () => {
    const DAY = 86_400_000;
    // A clock held 1 s before a UTC midnight until the client listens, then running at real speed. (A
    // clock already running let a slow start pass midnight before the job was armed: it then waited a day.)
    const midnight = Math.ceil(Date.now() / DAY) * DAY + DAY;
    let releasedAt: number | null = null;
    const now = () => (releasedAt === null ? midnight - 1000 : midnight + Date.now() - releasedAt);
    const started = await hubFor();
    const socket = await client(started, null);
    const pushes = collectPushes(socket);
    const job = startDayRolloverJob({
      emit: (message) => started.hub.broadcastLocal(message),
      clock: { now: () => new Date(now()) },
    });
    cleanups.push(() => job.stop());
    releasedAt = Date.now();
    expect(await pushes.next(() => true, 15_000)).toEqual({ type: 'activity', action: 'day_24h' });
    expect(pushes.received).toHaveLength(1);
  });
});

describe('lifecycle', () => {
  it('reports ready until closed, and close is idempotent', async () => {
    const started = await startHub();
    expect(started.hub.isReady()).toBe(true);
    await Promise.all([started.close(), started.hub.close()]);
    expect(started.hub.isReady()).toBe(false);
  });

  it('wires into Fastify: app.close() in preClose finishes promptly with clients connected', async () => {
    const app = Fastify({ logger: false });
    const hub = await createRealtimeHub({
      httpServer: app.server,
      secret: TEST_SECRET,
      logger: app.log,
    });
    app.addHook('preClose', async () => {
      await hub.close();
    });
    app.get('/api/ws', async () => hub.connectionData('3'));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const data = (await (await fetch(`${url}/api/ws`)).json()) as { token: string };
    const socket = rawClient(url, data.token);
    cleanups.push(() => socket.disconnect());
    await connected(socket);
    expect(await subscribeRaw(socket, 'player:3')).toEqual({ ok: true });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const startedAt = Date.now();
    await app.close();
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(await disconnected).toBe('transport close');
  });
});
