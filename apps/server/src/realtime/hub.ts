import { randomInt } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
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
  type RealtimeErrorData,
  type RealtimeServerToClientEvents,
  type SubscribeAck,
  type WsConnectionData,
} from '@casino/contracts';
import type { Publisher, SessionsEnded } from '@casino/core';
import { allowedChannels, brandRoom, canJoin, isPrivateRoomName, isPublicRoom } from './rooms.ts';
import { deriveRealtimeKey, signRealtimeToken, verifyRealtimeToken } from './token.ts';

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
  /** Epoch milliseconds for token times; the app passes its clock. */
  now?: () => number;
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
  ): WsConnectionData;
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
  const now = options.now ?? Date.now;
  const ttlSeconds = options.tokenTtlSeconds ?? REALTIME.tokenTtlSeconds;
  const prefix = options.redisKeyPrefix ?? 'socket.io';

  const redis = options.redisUrl ? await connectRedis(options.redisUrl, logger) : null;

  const io: HubServer = new Server(options.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Clients only send small subscribe requests.
    maxHttpBufferSize: 16 * 1024,
    pingTimeout: REALTIME.serverPingGraceMs,
    ...(redis ? { adapter: createAdapter(redis, { streamName: prefix, channelPrefix: prefix }) } : {}),
  });

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    const result = verifyRealtimeToken(token, secret, now());
    if (!result.ok) return next(realtimeError(result.error));
    socket.data = {
      sub: result.payload.sub,
      brand: result.payload.brand ?? null,
      exp: result.payload.exp,
      rooms: result.payload.rooms ?? [],
    };
    next();
  });

  io.on('connection', (socket) => {
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
      socket.data.exp = Math.max(socket.data.exp, result.payload.exp);
      if (result.payload.rooms)
        socket.data.rooms = [...new Set([...socket.data.rooms, ...result.payload.rooms])];
    }
    if (socket.data.exp * 1000 <= now()) return refused(REALTIME_ERRORS.tokenExpired);
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
      io.to(playerRoom(playerId)).emit(SOCKET_EVENTS.push, validated(message));
    },
    toRoom(room, message) {
      if (!isPublicRoom(room)) throw new Error(`toRoom: unknown public room ${String(room)}`);
      io.to(room).emit(SOCKET_EVENTS.push, validated(message));
    },
    toBrand(brand, message) {
      if (!brand) throw new Error('toBrand: a brand is required');
      io.to(brandRoom(brand)).emit(SOCKET_EVENTS.push, validated(message));
    },
    toAll(message) {
      io.emit(SOCKET_EVENTS.push, validated(message));
    },
    toPrivateRoom(room, message) {
      if (!isPrivateRoomName(room)) throw new Error(`toPrivateRoom: not a private room ${String(room)}`);
      io.to(room).emit(SOCKET_EVENTS.push, validated(message));
    },
  };

  let closing: Promise<void> | null = null;

  return {
    publisher,
    io,
    connectionData(playerId, brand, rooms = []) {
      const sub = playerId === null ? null : String(playerId);
      const { token, payload } = signRealtimeToken(sub, secret, { now: now(), ttlSeconds, brand, rooms });
      return {
        endpoint: REALTIME_PATH,
        token,
        expiresAt: new Date(payload.exp * 1000).toISOString(),
        channels: allowedChannels(sub, rooms),
      };
    },
    broadcastAppReload: () => broadcastAppReload(publisher),
    broadcastLocal: (message) => io.local.emit(SOCKET_EVENTS.push, validated(message)),
    isReady: () => closing === null && (redis === null || redis.isReady),
    // The namespace's disconnect packet (not closing the transport) follows any push already queued.
    disconnectPlayer: (playerId) => io.in(playerRoom(playerId)).disconnectSockets(false),
    announceSessionsEnded(ended) {
      // The in-memory adapter has no other process to tell (and refuses server-side emits).
      if (redis) io.serverSideEmit('sessionsEnded', ended);
    },
    onSessionsEnded(listener) {
      io.on('sessionsEnded', listener);
    },
    close() {
      closing ??= (async () => {
        await io.close();
        if (redis?.isOpen) await redis.close();
      })();
      return closing;
    },
  };
}

const REDIS_CONNECT_TIMEOUT_MS = 10_000;
const REDIS_BOOT_RETRIES = 3;

/** Fails fast at boot when Redis is unreachable instead of retrying forever inside `connect()`. */
async function connectRedis(url: string, logger: RealtimeLogger | undefined) {
  let everReady = false;
  const client = createClient({
    url,
    socket: {
      // Before the first connection a few quick retries, then give up; afterwards retry forever with backoff.
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!everReady) return retries < REDIS_BOOT_RETRIES ? 200 : cause;
        return Math.min(100 * 2 ** retries, 5000) + randomInt(100);
      },
    },
  });
  client.once('ready', () => {
    everReady = true;
  });
  let lastError: unknown;
  client.on('error', (error: unknown) => {
    lastError = error;
    logger?.warn({ err: error }, 'realtime redis error');
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`Redis not reachable within ${REDIS_CONNECT_TIMEOUT_MS} ms`, { cause: lastError }),
            ),
          REDIS_CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}
