import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_ADMIN_PATHS,
  BACKOFFICE_PLAYERS_PATHS,
  BACKOFFICE_SESSION,
  BACKOFFICE_SUPPORT_CHAT_BASE,
  REALTIME,
  REALTIME_ERRORS,
  SUPPORT_CHAT_AGENTS_ROOM,
  WsConnectionDataSchema,
  playerRoom,
} from '@casino/contracts';
import { createManualClock } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { signInOperator } from '../testing/operators.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { setupTestApp } from '../testing/test-app.ts';
import {
  collectPushes,
  connectError,
  connected,
  rawClient,
  startHub,
  subscribeRaw,
  type RawClient,
} from './testing/start-hub.ts';

const sockets: RawClient[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function open(url: string, token: string) {
  const socket = rawClient(url, token);
  sockets.push(socket);
  return socket;
}

/** Resolves with the reason once the server has closed the socket. */
const disconnected = (socket: RawClient) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) return resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe.each(databaseKinds())('live connections end with their session on %s', (kind) => {
  const clock = createManualClock('2026-11-24T10:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  let url = '';
  const listening = async () => {
    if (!url) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    return url;
  };

  /** A back-office write by a new admin (signed in now). */
  const asAdmin = async (url: string, payload?: object) => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    return t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  };
  const playerSocket = async () => {
    const player = await signedInPlayer(t);
    const data = WsConnectionDataSchema.parse(
      (await player.agent.get('/rest/realtime/connection-data/')).json(),
    );
    const socket = open(await listening(), data.token);
    await connected(socket);
    expect(await subscribeRaw(socket, playerRoom(player.player.id))).toEqual({ ok: true });
    return { player, socket, token: data.token };
  };

  const agentSocket = async () => {
    const agent = await signInOperator(t.app, { role: 'support' });
    const answer = await t.app.inject({
      url: `${BACKOFFICE_SUPPORT_CHAT_BASE}/realtime/`,
      headers: agent.headers,
    });
    const data = WsConnectionDataSchema.parse(answer.json());
    const socket = open(await listening(), data.token);
    await connected(socket);
    expect(await subscribeRaw(socket, SUPPORT_CHAT_AGENTS_ROOM)).toEqual({ ok: true });
    return { agent, socket, token: data.token };
  };

  it('a player who signs out is disconnected, hears nothing after, and cannot connect again with that token', async () => {
    const { player, socket, token } = await playerSocket();
    const pushes = collectPushes(socket);
    const closed = disconnected(socket);
    expect((await player.agent.get('/rest/logout/')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    t.app.services.publisher.toPlayer(player.player.id, { type: 'app', action: 'reload' });
    // Only the notice that the session ended, then nothing.
    expect(pushes.received).toEqual([{ type: 'session', action: 'ended', data: { reason: 'signedOut' } }]);

    const again = open(url, token);
    const refusal = await connectError(again);
    expect(refusal.data).toEqual(REALTIME_ERRORS.sessionEnded);
  });

  it("a player's other sessions are disconnected when an operator locks the account", async () => {
    const { player, socket } = await playerSocket();
    const closed = disconnected(socket);
    const lock = await asAdmin(BACKOFFICE_PLAYERS_PATHS.action(player.player.id, 'lock'), {
      reason: 'Chargeback investigation',
    });
    expect(lock.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it("a disabled agent's console is disconnected and refused at the next handshake", async () => {
    const { agent, socket, token } = await agentSocket();
    const closed = disconnected(socket);
    const disable = await asAdmin(BACKOFFICE_ADMIN_PATHS.operatorDisable.replace(':id', agent.operator.id));
    expect(disable.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await connectError(open(url, token))).data).toEqual(REALTIME_ERRORS.sessionEnded);
  });

  it('an agent who loses the support role is disconnected', async () => {
    const { agent, socket } = await agentSocket();
    const closed = disconnected(socket);
    const change = await asAdmin(BACKOFFICE_ADMIN_PATHS.operatorRole.replace(':id', agent.operator.id), {
      role: 'finance',
    });
    expect(change.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it("at its token's expiry a connection ends when its session has idled out (the clock moves; nothing sleeps)", async () => {
    const { socket: console } = await agentSocket();
    const closed = disconnected(console);
    // Past the token's 15 minutes and the operator session's 30 idle minutes; nothing was asked meanwhile.
    clock.advance(REALTIME.tokenTtlSeconds * 1000 - 1000);
    expect(console.connected).toBe(true);
    clock.advance(BACKOFFICE_SESSION.idleTimeoutSeconds * 1000);
    expect(await closed).toBe('io server disconnect');
  });

  it("a player's connection outlives its token while the session lives, and is checked again", async () => {
    const { player, socket } = await playerSocket();
    clock.advance(REALTIME.tokenTtlSeconds * 1000 + 1000);
    // The session is live: the same connection takes the page's next token and goes on.
    const fresh = WsConnectionDataSchema.parse(
      (await player.agent.get('/rest/realtime/connection-data/')).json(),
    );
    expect(await subscribeRaw(socket, playerRoom(player.player.id), fresh.token)).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
    const closed = disconnected(socket);
    expect((await player.agent.get('/rest/logout/')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

describe.skipIf(!process.env.REDIS_URL)('revocation across processes (Redis)', () => {
  it('a session revoked on one process disconnects its socket on the other', async () => {
    const prefix = `revoke-${randomUUID()}`;
    const a = await startHub({ redisUrl: process.env.REDIS_URL, redisKeyPrefix: prefix });
    cleanups.push(() => a.close());
    const b = await startHub({ redisUrl: process.env.REDIS_URL, redisKeyPrefix: prefix });
    cleanups.push(() => b.close());
    const sessionId = randomUUID();
    const socket = open(b.url, a.hub.connectionData('42', null, [], { sessionId }).token);
    await connected(socket);
    const closed = disconnected(socket);
    // The adapter reads its stream a moment after start: revoke until B has heard it.
    const timer = setInterval(() => a.hub.revoke({ sessionId }), 200);
    a.hub.revoke({ sessionId });
    try {
      expect(await closed).toBe('io server disconnect');
    } finally {
      clearInterval(timer);
    }
  });
});
