import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { connectRedis } from '../redis.ts';
import { Server, type Socket } from 'socket.io';
import {
  PushMessageSchema,
  REALTIME,
  REALTIME_ERRORS,
  REALTIME_PATH,
  SOCKET_EVENTS,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  playerRoom,
  type PushMessage,
  type PushMeta,
  type RealtimeErrorData,
  type RealtimeServerToClientEvents,
  type SubscribeAck,
  type WsConnectionData,
} from '@casino/contracts';
import { onClockMove, systemClock, type Clock, type Publisher, type SessionsEnded } from '@casino/core';
import {
  accountRoom,
  allowedChannels,
  brandRoom,
  canJoin,
  isPrivateRoomName,
  isPublicRoom,
  sessionRoom,
} from './rooms.ts';
import { deriveRealtimeKey, signRealtimeToken, verifyRealtimeToken, type RealtimeSession } from './token.ts';

/** The subset of Fastify's logger (pino) the hub uses. */
export interface RealtimeLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RealtimeHubOptions {
  httpServer: HttpServer | HttpsServer;
  /** App secret the token key is derived from (the session secret is fine); the same on every process. */
  secret: string;
  /** When set, rooms and broadcasts are shared across processes through Redis Streams. */
  redisUrl?: string | null;
  logger?: RealtimeLogger;
  /** Redis stream and pub/sub prefix; lets tests (or several apps) share one Redis without cross-talk. */
  redisKeyPrefix?: string;
  tokenTtlSeconds?: number;
  /** Where token times and expiry timers read "now"; the app passes its clock (a test moves it). */
  clock?: Clock;
  /**
   * Whether the session a token was issued for still counts; asked at the handshake and on every subscribe.
   * Without it (bare hubs in tests) only revocation and expiry end connections.
   */
  isLive?: (holder: SessionHolder) => Promise<boolean>;
  /**
   * The request (or job) a push is sent from: it travels as the push's second argument, so a client's report
   * of a push can be matched to the server's log lines. Clients that read one argument are unchanged.
   */
  requestId?: () => string | undefined;
}

/** Who a connection's token was issued to. */
export interface SessionHolder {
  playerId: string | null;
  sessionId: string;
  operatorId: string | null;
}

export interface RealtimeHub {
  readonly publisher: Publisher;
  /** The Socket.IO server, for diagnostics; domain code goes through `publisher`. */
  readonly io: HubServer;
  /**
   * What the browser needs to connect: endpoint, a fresh signed token and the channels it may join. A player's
   * token also names the brand of the site, whose room the connection joins (`publisher.toBrand`).
   */
  connectionData(
    playerId: string | number | null,
    brand?: string | null,
    rooms?: readonly string[],
    /** The session behind it: the connection is closed when that session ends (`revoke`) or the token expires. */
    session?: RealtimeSession,
  ): WsConnectionData;
  /**
   * Closes, on every process, the connections of sessions that ended (sign-out, lock, password change, an
   * operator disabled or given another role); a player's open pages hear `session ended` first.
   */
  revoke(ended: SessionsEnded): void;
  /** Asks every open page, on every server process, to reload (after a deploy). */
  broadcastAppReload(): void;
  /**
   * Pushes to the connections of this process only: for jobs every process runs (a cluster-wide emit
   * would reach each client once per process).
   */
  broadcastLocal(message: PushMessage): void;
  isReady(): boolean;
  /**
   * Closes the player's open sockets, on every process (after their sessions ended: a break). Send the
   * push that says why first: it leaves on the same connection before the disconnect packet.
   */
  disconnectPlayer(playerId: string): void;
  /**
   * Tells the other server processes (through Redis; nothing to tell without it) that sessions ended, so
   * their session caches drop them; `onSessionsEnded` hears what the others tell.
   */
  announceSessionsEnded(ended: SessionsEnded): void;
  onSessionsEnded(listener: (ended: SessionsEnded) => void): void;
  /** Idempotent. Closes connections and Redis; Socket.IO also closes the HTTP server it is attached to. */
  close(): Promise<void>;
}

interface SocketData {
  sub: string | null;
  brand: string | null;
  /** Expiry (epoch seconds) of the freshest token this socket presented. */
  exp: number;
  /** Private rooms the freshest token names. */
  rooms: string[];
  /** The session behind the connection, when its token names one. */
  holder: SessionHolder | null;
}

// Incoming events are untrusted, so their arguments are typed unknown and parsed.
interface IncomingEvents {
  subscribe: (request: unknown, ack: unknown) => void;
  unsubscribe: (request: unknown, ack: unknown) => void;
}

/** What server processes tell each other (through the adapter; each process hears only the others). */
interface ServerSideEvents {
  sessionsEnded: (ended: SessionsEnded) => void;
}

export type HubServer = Server<IncomingEvents, RealtimeServerToClientEvents, ServerSideEvents, SocketData>;
type HubSocket = Socket<IncomingEvents, RealtimeServerToClientEvents, ServerSideEvents, SocketData>;

const refused = (error: RealtimeErrorData): SubscribeAck => ({
  ok: false,
  code: error.code,
  message: error.message,
});

function realtimeError(error: RealtimeErrorData): Error & { data: RealtimeErrorData } {
  return Object.assign(new Error(error.message), { data: { code: error.code, message: error.message } });
}

/** A bad message from domain code is a programming error, so it throws instead of being dropped. */
function validated(message: PushMessage): PushMessage {
  return PushMessageSchema.parse(message);
}

export function broadcastAppReload(publisher: Publisher): void {
  publisher.toAll({ type: 'app', action: 'reload' });
}

export async function createRealtimeHub(options: RealtimeHubOptions): Promise<RealtimeHub> {
  const { logger } = options;
  if (!options.secret) throw new Error('createRealtimeHub: secret is required');
  const secret = deriveRealtimeKey(options.secret);
  const clock = options.clock ?? systemClock;
  const now = () => clock.now().getTime();
  const isLive = options.isLive ?? (() => Promise.resolve(true));
  const ttlSeconds = options.tokenTtlSeconds ?? REALTIME.tokenTtlSeconds;
  const pushArguments = (message: PushMessage): [PushMessage, PushMeta?] => {
    const requestId = options.requestId?.();
    return requestId ? [validated(message), { requestId }] : [validated(message)];
  };
  const prefix = options.redisKeyPrefix ?? 'socket.io';

  const redis = options.redisUrl ? await connectRedis(options.redisUrl, logger) : null;

  const io: HubServer = new Server(options.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Clients only send small subscribe requests.
    maxHttpBufferSize: 16 * 1024,
    pingTimeout: REALTIME.serverPingGraceMs,
    // A client cut off (a network blip, or its process shutting down in a rolling restart) that reconnects,
    // to any process, within this gets its rooms back and the pushes sent meanwhile (kept in the Redis stream,
    // or this process's memory without Redis). The handshake's checks still run (the token, the session).
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(redis ? { adapter: createAdapter(redis, { streamName: prefix, channelPrefix: prefix }) } : {}),
  });

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    const result = verifyRealtimeToken(token, secret, now());
    if (!result.ok) return next(realtimeError(result.error));
    const { payload } = result;
    // A recovered connection (its rooms restored) must be the same holder's: else it starts from no room.
    const restored = socket.recovered ? socket.data : null;
    if (
      restored &&
      (restored.sub !== payload.sub || (restored.holder?.sessionId ?? null) !== (payload.sid ?? null))
    )
      for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    socket.data = {
      sub: payload.sub,
      brand: payload.brand ?? null,
      exp: payload.exp,
      rooms: payload.rooms ?? [],
      holder: payload.sid
        ? { playerId: payload.sub, sessionId: payload.sid, operatorId: payload.op ?? null }
        : null,
    };
    // A recovered connection is back in its rooms, and has been sent what it missed, before any middleware runs;
    // but a broadcast reaches it only once it is connected, so waiting here for the session check would drop
    // every push sent meanwhile (seen in the rolling-restart bench). Its check runs once it is connected.
    if (socket.recovered) return next();
    // A token of an ended session is refused with a reason, so the client fetches new data, not retries.
    stillLive(socket).then(
      (live) => next(live ? undefined : realtimeError(REALTIME_ERRORS.sessionEnded)),
      (error: unknown) => {
        logger?.error({ err: error }, 'realtime session check failed');
        next(realtimeError(REALTIME_ERRORS.internal));
      },
    );
  });

  const stillLive = (socket: HubSocket) =>
    socket.data.holder ? isLive(socket.data.holder) : Promise.resolve(true);

  // Expiry: each socket's timer fires at its token's end (real time), and a move of the clock checks them all.
  // A guest's connection, or one of a session still live, goes on for another token lifetime (the session is
  // checked again then); one whose session ended, idled out or lost its permission ends.
  const expiryTimers = new WeakMap<HubSocket, ReturnType<typeof setTimeout>>();
  function armExpiry(socket: HubSocket) {
    clearTimeout(expiryTimers.get(socket));
    const left = socket.data.exp * 1000 - now();
    if (left > 0) {
      expiryTimers.set(
        socket,
        setTimeout(() => armExpiry(socket), Math.min(left, MAX_TIMER_MS)),
      );
      return;
    }
    const { holder } = socket.data;
    // A guest has no session to outlive (public rooms, their own chat's room); a player's token always names one.
    (holder ? isLive(holder) : Promise.resolve(socket.data.sub === null)).then(
      (live) => {
        if (!live || !socket.connected) return void socket.disconnect(true);
        socket.data.exp = Math.floor(now() / 1000) + ttlSeconds;
        armExpiry(socket);
      },
      (error: unknown) => {
        logger?.error({ err: error }, 'realtime session check failed');
        socket.disconnect(true);
      },
    );
  }
  const stopWatchingClock = onClockMove(clock, () => {
    for (const socket of io.of('/').sockets.values()) armExpiry(socket);
  });

  io.on('connection', (socket) => {
    // The recovered connection's session check (see the middleware): one that ended while it was away is closed.
    if (socket.recovered)
      stillLive(socket).then(
        (live) => void (live || socket.disconnect(true)),
        (error: unknown) => {
          logger?.error({ err: error }, 'realtime session check failed');
          socket.disconnect(true);
        },
      );
    armExpiry(socket);
    socket.on('disconnect', () => clearTimeout(expiryTimers.get(socket)));
    const { holder } = socket.data;
    if (holder) {
      void socket.join(sessionRoom(holder.sessionId));
      if (holder.operatorId) void socket.join(accountRoom('operator', holder.operatorId));
      else if (holder.playerId) void socket.join(accountRoom('player', holder.playerId));
    }
    if (socket.data.sub !== null && socket.data.brand !== null)
      void socket.join(brandRoom(socket.data.brand));
    socket.on(SOCKET_EVENTS.subscribe, (request, ack) => answer(ack, () => handleSubscribe(socket, request)));
    socket.on(SOCKET_EVENTS.unsubscribe, (request, ack) =>
      answer(ack, () => handleUnsubscribe(socket, request)),
    );
  });

  function answer(ack: unknown, work: () => Promise<SubscribeAck>) {
    // Requests sent without an ack callback get no answer and do nothing.
    if (typeof ack !== 'function') return;
    const reply = ack as (response: SubscribeAck) => void;
    work().then(reply, (error: unknown) => {
      logger?.error({ err: error }, 'realtime request failed');
      reply(refused(REALTIME_ERRORS.internal));
    });
  }

  async function handleSubscribe(socket: HubSocket, raw: unknown): Promise<SubscribeAck> {
    const request = SubscribeRequestSchema.safeParse(raw);
    if (!request.success) return refused(REALTIME_ERRORS.badRequest);
    if (request.data.token !== undefined) {
      const result = verifyRealtimeToken(request.data.token, secret, now());
      if (!result.ok) return refused(result.error);
      // The identity of a connection is fixed at the handshake; a new player reconnects.
      if (result.payload.sub !== socket.data.sub) return refused(REALTIME_ERRORS.unauthorized);
      // …and so is its session: a token of another session cannot extend this one.
      if ((result.payload.sid ?? null) !== (socket.data.holder?.sessionId ?? null))
        return refused(REALTIME_ERRORS.unauthorized);
      socket.data.exp = Math.max(socket.data.exp, result.payload.exp);
      if (result.payload.rooms)
        socket.data.rooms = [...new Set([...socket.data.rooms, ...result.payload.rooms])];
      armExpiry(socket);
    }
    if (socket.data.exp * 1000 <= now()) return refused(REALTIME_ERRORS.tokenExpired);
    if (!(await stillLive(socket))) {
      // After the refusal has been sent: the client learns why, then the connection ends.
      setImmediate(() => socket.disconnect());
      return refused(REALTIME_ERRORS.sessionEnded);
    }
    if (!canJoin(socket.data.sub, request.data.channel, socket.data.rooms))
      return refused(REALTIME_ERRORS.permissionDenied);
    await socket.join(request.data.channel);
    return { ok: true };
  }

  async function handleUnsubscribe(socket: HubSocket, raw: unknown): Promise<SubscribeAck> {
    const request = UnsubscribeRequestSchema.safeParse(raw);
    if (!request.success) return refused(REALTIME_ERRORS.badRequest);
    // Also keeps a client from leaving its own socket-id room.
    if (!canJoin(socket.data.sub, request.data.channel, socket.data.rooms))
      return refused(REALTIME_ERRORS.permissionDenied);
    await socket.leave(request.data.channel);
    return { ok: true };
  }

  const publisher: Publisher = {
    toPlayer(playerId, message) {
      if (playerId === '' || (typeof playerId === 'number' && !Number.isFinite(playerId))) {
        throw new Error(`toPlayer: invalid player id ${String(playerId)}`);
      }
      io.to(playerRoom(playerId)).emit(SOCKET_EVENTS.push, ...pushArguments(message));
    },
    toRoom(room, message) {
      if (!isPublicRoom(room)) throw new Error(`toRoom: unknown public room ${String(room)}`);
      io.to(room).emit(SOCKET_EVENTS.push, ...pushArguments(message));
    },
    toBrand(brand, message) {
      if (!brand) throw new Error('toBrand: a brand is required');
      io.to(brandRoom(brand)).emit(SOCKET_EVENTS.push, ...pushArguments(message));
    },
    toAll(message) {
      io.emit(SOCKET_EVENTS.push, ...pushArguments(message));
    },
    toPrivateRoom(room, message) {
      if (!isPrivateRoomName(room)) throw new Error(`toPrivateRoom: not a private room ${String(room)}`);
      io.to(room).emit(SOCKET_EVENTS.push, ...pushArguments(message));
    },
  };

  let closing: Promise<void> | null = null;

  return {
    publisher,
    io,
    connectionData(playerId, brand, rooms = [], session) {
      const sub = playerId === null ? null : String(playerId);
      const { token, payload } = signRealtimeToken(sub, secret, {
        now: now(),
        ttlSeconds,
        brand,
        rooms,
        session,
      });
      return {
        endpoint: REALTIME_PATH,
        token,
        expiresAt: new Date(payload.exp * 1000).toISOString(),
        channels: allowedChannels(sub, rooms),
      };
    },
    broadcastAppReload: () => broadcastAppReload(publisher),
    broadcastLocal: (message) => io.local.emit(SOCKET_EVENTS.push, ...pushArguments(message)),
    isReady: () => closing === null && (redis === null || redis.isReady),
    // The namespace's disconnect packet (not closing the transport) follows any push already queued.
    disconnectPlayer: (playerId) => io.in(playerRoom(playerId)).disconnectSockets(false),
    revoke(ended) {
      // One emit and one disconnect per room, through the adapter: every process closes its own sockets.
      let target;
      if ('sessionId' in ended) target = io.in(sessionRoom(ended.sessionId));
      else if ('playerId' in ended)
        target = io
          .in(accountRoom('player', ended.playerId))
          .except(ended.keepSessionId ? sessionRoom(ended.keepSessionId) : []);
      else if ('operatorSessionId' in ended) target = io.in(sessionRoom(ended.operatorSessionId));
      else target = io.in(accountRoom('operator', ended.operatorId));
      // A player's other pages sign out and say so (the push leaves before the disconnect packet); a rotated
      // session's page goes on under its new id, so it only reconnects.
      if (('sessionId' in ended && !ended.rotated) || 'playerId' in ended)
        target.emit(
          SOCKET_EVENTS.push,
          ...pushArguments({
            type: 'session',
            action: 'ended',
            data: { reason: ended.reason ?? 'signedOut' },
          }),
        );
      target.disconnectSockets(false);
    },
    announceSessionsEnded(ended) {
      // The in-memory adapter has no other process to tell (and refuses server-side emits).
      if (redis) io.serverSideEmit('sessionsEnded', ended);
    },
    onSessionsEnded(listener) {
      io.on('sessionsEnded', listener);
    },
    close() {
      closing ??= (async () => {
        stopWatchingClock();
        await io.close();
        if (redis?.isOpen) await redis.close();
      })();
      return closing;
    },
  };
}

/** Long enough for a client to find another process during a rolling restart; short, as missed pushes are kept. */
export const RECOVERY_WINDOW_MS = 30_000;

// setTimeout fires at once past this; a later expiry re-arms when this one fires.
const MAX_TIMER_MS = 2 ** 31 - 1;
