import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_ROOMS, REALTIME, type PushMessage, type WsConnectionData } from '@casino/contracts';
import {
  createRealtimeClient,
  type ConnectionState,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '../../../web/app/lib/realtime/realtime-client.ts';
import { setupHubs, type StartedHub } from './testing/start-hub.ts';

const { cleanups, hubFor } = setupHubs();

function clientFor(
  started: StartedHub,
  getConnectionData: () => Promise<WsConnectionData>,
  options: Partial<RealtimeClientOptions> = {},
) {
  const getData = vi.fn(getConnectionData);
  const client = createRealtimeClient({ getConnectionData: getData, url: started.url, ...options });
  const states: ConnectionState[] = [];
  client.onStateChange((state) => states.push(state));
  cleanups.push(() => client.close());
  return { client, getData, states };
}

/** Waits until `check` holds (a socket's state moves on its own events). */
const until = (check: () => boolean, timeoutMs = 3000, what = 'condition') =>
  vi.waitFor(() => expect(check(), `waiting for ${what}`).toBe(true), { timeout: timeoutMs, interval: 10 });

const allSubscribed = (client: RealtimeClient, channels: readonly string[]) => () =>
  channels.every((c) => client.subscriptionState(c) === 'subscribed');

function nextPush<T extends PushMessage['type']>(client: RealtimeClient, type: T, action: string) {
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type}/${action} push`)), 3000);
    const off = client.on(type, action as never, (data) => {
      clearTimeout(timer);
      off();
      resolve(data);
    });
  });
}

describe('realtime client wrapper', () => {
  it('connects, subscribes to the channels of its connection data and receives pushes', async () => {
    const started = await hubFor();
    const { client, states } = clientFor(started, async () => started.hub.connectionData('9'));
    const channels = [...PUBLIC_ROOMS, 'player:9'];
    const subStates: string[] = [];
    client.onSubscriptionChange((channel, state) => channel === 'player:9' && subStates.push(state));
    expect(client.state).toBe('disconnected');
    client.connect();
    expect(client.state).toBe('connecting');
    await until(allSubscribed(client, channels), 3000, 'subscriptions');
    expect(client.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
    expect(subStates).toEqual(['subscribing', 'subscribed']);

    const received = nextPush(client, 'balance', 'setBalance');
    started.hub.publisher.toPlayer('9', {
      type: 'balance',
      action: 'setBalance',
      data: { tourPoints: 1, entries: 2, winnings: 3 },
    });
    expect(await received).toEqual({ tourPoints: 1, entries: 2, winnings: 3 });
  });

  it('resolves subscribe with the ack: ok for allowed channels, the refusal otherwise', async () => {
    const started = await hubFor();
    const { client } = clientFor(started, async () => started.hub.connectionData('1'), {
      autoSubscribe: false,
    });
    const pending = client.subscribe('prize-drops');
    expect(client.subscriptionState('prize-drops')).toBe('subscribing');
    client.connect();
    expect(await pending).toEqual({ ok: true });
    expect(client.subscriptionState('prize-drops')).toBe('subscribed');
    expect(await client.subscribe('prize-drops')).toEqual({ ok: true });

    expect(await client.subscribe('player:2')).toEqual({
      ok: false,
      code: 103,
      message: 'Permission denied',
    });
    expect(client.subscriptionState('player:2')).toBe('unsubscribed');
    expect(client.subscriptionState('never-asked')).toBe('unsubscribed');
  });

  it('unsubscribe stops deliveries of that room', async () => {
    const started = await hubFor();
    const { client } = clientFor(started, async () => started.hub.connectionData(null), {
      autoSubscribe: false,
    });
    client.connect();
    await client.subscribe('tournaments');
    const seen: string[] = [];
    client.on('promotionsPage', 'update', () => seen.push('room'));
    client.on('app', 'reload', () => seen.push('all'));
    await client.unsubscribe('tournaments');
    expect(client.subscriptionState('tournaments')).toBe('unsubscribed');
    started.hub.publisher.toRoom('tournaments', { type: 'promotionsPage', action: 'update' });
    const barrier = nextPush(client, 'app', 'reload');
    started.hub.publisher.toAll({ type: 'app', action: 'reload' });
    await barrier;
    expect(seen).toEqual(['all']);
  });

  it('on() returns a working unsubscribe function', async () => {
    const started = await hubFor();
    const { client } = clientFor(started, async () => started.hub.connectionData(null));
    client.connect();
    await until(allSubscribed(client, PUBLIC_ROOMS));
    const handler = vi.fn();
    const off = client.on('activity', 'day_24h', handler);
    off();
    const barrier = nextPush(client, 'activity', 'day_24h');
    started.hub.publisher.toAll({ type: 'activity', action: 'day_24h' });
    await barrier;
    expect(handler).not.toHaveBeenCalled();
  });

  it('holds pushes nothing listened for yet for the first listener, for REALTIME.heldPushMs', async () => {
    const started = await hubFor();
    let clock = 1_000_000;
    const { client } = clientFor(started, async () => started.hub.connectionData('9'), { now: () => clock });
    client.connect();
    await until(allSubscribed(client, [...PUBLIC_ROOMS, 'player:9']));
    const balance = (winnings: number) => ({
      type: 'balance' as const,
      action: 'setBalance' as const,
      data: { tourPoints: 0, entries: 0, winnings },
    });
    // Sent while the feature that listens for them is still loading: the first is too old by the time it mounts.
    started.hub.publisher.toPlayer('9', balance(1));
    const barrier = nextPush(client, 'app', 'reload');
    started.hub.publisher.toAll({ type: 'app', action: 'reload' });
    await barrier;
    clock += REALTIME.heldPushMs - 1000;
    started.hub.publisher.toPlayer('9', balance(2));
    started.hub.publisher.toPlayer('9', balance(3));
    const second = nextPush(client, 'app', 'reload');
    started.hub.publisher.toAll({ type: 'app', action: 'reload' });
    await second;
    clock += 1001;
    const seen: number[] = [];
    client.on('balance', 'setBalance', ({ winnings }) => seen.push(winnings));
    expect(seen).toEqual([]); // delivered after on() returns, as a push would be
    await until(() => seen.length === 2, 3000, 'held pushes');
    expect(seen).toEqual([2, 3]);
    // Handed over once: a second listener hears only what comes next.
    const later: number[] = [];
    client.on('balance', 'setBalance', ({ winnings }) => later.push(winnings));
    started.hub.publisher.toPlayer('9', balance(4));
    await until(() => later.length === 1, 3000, 'a live push');
    expect(later).toEqual([4]);
    expect(seen).toEqual([2, 3, 4]);
  });

  it('on an expired token (109) at connect, fetches fresh connection data and connects', async () => {
    let offset = -(REALTIME.tokenTtlSeconds + 60) * 1000;
    const started = await hubFor({ clock: { now: () => new Date(Date.now() + offset) } });
    // The first token is minted by a clock an hour behind, so it is already expired.
    const stale = started.hub.connectionData('4');
    offset = 0;
    let calls = 0;
    const { client, getData } = clientFor(started, async () =>
      calls++ === 0 ? stale : started.hub.connectionData('4'),
    );
    client.connect();
    await until(allSubscribed(client, [...PUBLIC_ROOMS, 'player:4']), 5000, 'subscriptions');
    expect(getData).toHaveBeenCalledTimes(2);
    expect(client.state).toBe('connected');
  });

  it('on 109 in a subscribe ack, fetches fresh connection data and retries the subscription', async () => {
    let offset = 0;
    const started = await hubFor({ clock: { now: () => new Date(Date.now() + offset) } });
    const { client, getData } = clientFor(started, async () => started.hub.connectionData('8'), {
      autoSubscribe: false,
    });
    client.connect();
    expect(await client.subscribe('public')).toEqual({ ok: true });
    expect(getData).toHaveBeenCalledTimes(1);
    // Both the handshake token and the one the client holds have expired by now.
    offset = (REALTIME.tokenTtlSeconds + 1) * 1000;
    expect(await client.subscribe('player:8')).toEqual({ ok: true });
    expect(getData).toHaveBeenCalledTimes(2);
    expect(client.state).toBe('connected');
  });

  it('re-subscribes after a dropped connection and signals reconnected', async () => {
    const started = await hubFor();
    const { client, states } = clientFor(started, async () => started.hub.connectionData('3'));
    const reconnected = vi.fn();
    client.onReconnected(reconnected);
    client.connect();
    const channels = [...PUBLIC_ROOMS, 'player:3'];
    await until(allSubscribed(client, channels));
    expect(reconnected).not.toHaveBeenCalled();

    // Kill the transport under the client, as a network drop would.
    for (const socket of await started.hub.io.fetchSockets()) {
      (socket as unknown as { conn: { close(): void } }).conn.close();
    }
    await until(() => client.state === 'connecting', 2000, 'connecting');
    expect(client.subscriptionState('player:3')).toBe('subscribing');
    await until(allSubscribed(client, channels), 5000, 're-subscriptions');
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'connected', 'connecting', 'connected']);

    // The rooms are really joined again on the new server-side socket.
    const received = nextPush(client, 'player', 'updateGroupHash');
    started.hub.publisher.toPlayer(3, {
      type: 'player',
      action: 'updateGroupHash',
      data: { playerRestrictionIdsHash: 'h' },
    });
    expect(await received).toEqual({ playerRestrictionIdsHash: 'h' });
  });

  it('refresh() reconnects with the new identity and swaps the player room', async () => {
    const started = await hubFor();
    let playerId: string | null = null;
    const { client } = clientFor(started, async () => started.hub.connectionData(playerId));
    client.connect();
    await until(allSubscribed(client, PUBLIC_ROOMS));
    playerId = '11';
    await client.refresh();
    await until(allSubscribed(client, [...PUBLIC_ROOMS, 'player:11']), 3000, 'player room');
    playerId = null;
    await client.refresh();
    // Dropped at once because the new connection data no longer lists it, not after a refused re-subscribe.
    expect(client.subscriptionState('player:11')).toBe('unsubscribed');
    await until(allSubscribed(client, PUBLIC_ROOMS), 3000, 'public rooms');
    expect(client.subscriptionState('player:11')).toBe('unsubscribed');
    const sockets = await started.hub.io.fetchSockets();
    expect(sockets).toHaveLength(1);
    expect([...sockets[0]!.rooms].filter((r) => r !== sockets[0]!.id).sort()).toEqual(
      [...PUBLIC_ROOMS].sort(),
    );
  });

  it('retries a subscribe whose ack timed out', async () => {
    const started = await hubFor();
    const { client } = clientFor(started, async () => started.hub.connectionData(null), {
      autoSubscribe: false,
      requestTimeoutMs: 200,
    });
    // Drop the first subscribe request on the server so its ack never comes.
    let seen = 0;
    started.hub.io.on('connection', (socket) => {
      socket.use((packet, next) => {
        if (packet[0] === 'subscribe' && seen++ === 0) return;
        next();
      });
    });
    client.connect();
    const result = await client.subscribe('public');
    expect(result).toEqual({ ok: true });
    expect(seen).toBe(2);
  });

  it('close() disconnects, settles pending subscriptions and stops reconnecting', async () => {
    const started = await hubFor();
    const { client, states } = clientFor(started, async () => started.hub.connectionData(null), {
      autoSubscribe: false,
    });
    client.connect();
    await client.subscribe('public');
    client.close();
    expect(client.state).toBe('disconnected');
    expect(client.subscriptionState('public')).toBe('unsubscribed');
    expect(await client.subscribe('public')).toMatchObject({ ok: false, code: 2 });
    // The server sees the socket go.
    await vi.waitFor(async () => expect(await started.hub.io.fetchSockets()).toHaveLength(0));
    expect(states.at(-1)).toBe('disconnected');
  });
});
