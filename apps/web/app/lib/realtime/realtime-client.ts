import { io, type Socket } from 'socket.io-client';
import {
  PushMessageSchema,
  REALTIME,
  REALTIME_ERRORS,
  RealtimeErrorDataSchema,
  SOCKET_EVENTS,
  SubscribeAckSchema,
  WsConnectionDataSchema,
  type PushAction,
  type PushData,
  type PushMessage,
  type PushType,
  type RealtimeClientToServerEvents,
  type RealtimeServerToClientEvents,
  type SubscribeAck,
  type WsConnectionData,
} from '@casino/contracts';
import { http } from '../http/http-client.ts';

/** The site's own connection data (GET /rest/realtime/connection-data/), for `getConnectionData`. */
export const fetchConnectionData = (): Promise<WsConnectionData> =>
  http.get('/rest/realtime/connection-data/', { schema: WsConnectionDataSchema });

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

/** Ack results produced by the client itself (the server's codes are >= 100). */
export const CLIENT_ACKS = {
  unsubscribed: { ok: false, code: 0, message: 'Unsubscribe called' },
  closed: { ok: false, code: 2, message: 'Client closed' },
} as const satisfies Record<string, SubscribeAck>;

export interface RealtimeClientOptions {
  /** Fetches `WsConnectionData` over HTTP; called at start and whenever the token expired (code 109). */
  getConnectionData: () => Promise<WsConnectionData>;
  /** Server origin; defaults to the page's origin. */
  url?: string;
  /** Also subscribe to the channels listed in the connection data (default true). */
  autoSubscribe?: boolean;
  /** Ack timeout; only tests change it. */
  requestTimeoutMs?: number;
  /** The clock that ages held pushes (REALTIME.heldPushMs); tests move it. */
  now?: () => number;
}

export type PushHandler<T extends PushType, A extends string> = (
  data: PushData<T, A>,
  message: PushMessage,
) => void;

export interface RealtimeClient {
  readonly state: ConnectionState;
  /** Starts connecting; idempotent. */
  connect(): void;
  /** Fetches fresh connection data and reconnects, e.g. after login or logout changed the identity. */
  refresh(): Promise<void>;
  /** Resolves with the server's ack once subscribed or refused; never rejects. */
  subscribe(channel: string): Promise<SubscribeAck>;
  unsubscribe(channel: string): Promise<void>;
  subscriptionState(channel: string): SubscriptionState;
  on<T extends PushType, A extends PushAction<T>>(type: T, action: A, handler: PushHandler<T, A>): () => void;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  onSubscriptionChange(listener: (channel: string, state: SubscriptionState) => void): () => void;
  /** Fires after every reconnect (not the first connect): pushes may have been missed, refetch over HTTP. */
  onReconnected(listener: () => void): () => void;
  close(): void;
}

type ClientSocket = Socket<RealtimeServerToClientEvents, RealtimeClientToServerEvents>;

interface Subscription {
  state: SubscriptionState;
  /** Came from the connection data rather than from subscribe(). */
  auto: boolean;
  inflight: boolean;
  attempts: number;
  retryTimer?: ReturnType<typeof setTimeout>;
  waiters: Array<(ack: SubscribeAck) => void>;
}

/** A uniform number in [0, 1) from Web Crypto (the codebase bans Math.random outright). */
export function randomUnit(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** Exponential backoff with jitter in [min, max]. */
export function backoffDelay(
  attempt: number,
  range: { minMs: number; maxMs: number },
  random = randomUnit,
): number {
  const ceiling = Math.min(range.maxMs, range.minMs * 2 ** Math.min(attempt, 20));
  return Math.round(range.minMs + random() * (ceiling - range.minMs));
}

const randomBetween = (range: { minMs: number; maxMs: number }) =>
  Math.round(range.minMs + randomUnit() * (range.maxMs - range.minMs));

/** Reports a listener's exception without letting it break the other listeners or socket.io's decoder. */
function rethrowLater(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}

function endpointOf(
  data: WsConnectionData,
  url: string | undefined,
): { uri: string | undefined; path: string } {
  if (/^(https?|wss?):\/\//.test(data.endpoint)) {
    const parsed = new URL(data.endpoint);
    return { uri: parsed.origin, path: parsed.pathname };
  }
  return { uri: url, path: data.endpoint };
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const requestTimeoutMs = options.requestTimeoutMs ?? REALTIME.requestTimeoutMs;
  const autoSubscribe = options.autoSubscribe ?? true;
  const now = options.now ?? Date.now;

  let state: ConnectionState = 'disconnected';
  let data: WsConnectionData | null = null;
  let socket: ClientSocket | null = null;
  let socketKey = '';
  let started = false;
  let closed = false;
  let everConnected = false;
  // Bumped on every connect and disconnect, so acks of an earlier connection are ignored.
  let generation = 0;
  let connectAttempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let loading: Promise<boolean> | null = null;

  const subs = new Map<string, Subscription>();
  const pushListeners = new Map<string, Set<(data: unknown, message: PushMessage) => void>>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const subListeners = new Set<(channel: string, state: SubscriptionState) => void>();
  const reconnectListeners = new Set<() => void>();
  // Pushes of a type and action nothing has listened for yet, oldest first (REALTIME.heldPushMs).
  const held: Array<{ key: string; message: PushMessage; at: number }> = [];

  function notify<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A) {
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        rethrowLater(error);
      }
    }
  }

  function setState(next: ConnectionState) {
    if (state === next) return;
    state = next;
    notify(stateListeners, next);
  }

  function setSubState(channel: string, sub: Subscription | undefined, next: SubscriptionState) {
    if (sub) {
      if (sub.state === next) return;
      sub.state = next;
    }
    notify(subListeners, channel, next);
  }

  function settle(sub: Subscription, ack: SubscribeAck) {
    const waiters = sub.waiters.splice(0);
    for (const resolve of waiters) resolve(ack);
  }

  function ensureSub(channel: string, auto: boolean): Subscription {
    let sub = subs.get(channel);
    if (!sub) {
      sub = { state: 'unsubscribed', auto, inflight: false, attempts: 0, waiters: [] };
      subs.set(channel, sub);
    } else if (!auto) {
      sub.auto = false;
    }
    return sub;
  }

  function dropSub(channel: string, ack: SubscribeAck) {
    const sub = subs.get(channel);
    if (!sub) return;
    subs.delete(channel);
    clearTimeout(sub.retryTimer);
    setSubState(channel, sub, 'unsubscribed');
    settle(sub, ack);
  }

  /** Loads connection data once at a time; retries failures after 5–10 s until it succeeds or the client closes. */
  function loadConnectionData(): Promise<boolean> {
    loading ??= (async () => {
      try {
        for (;;) {
          try {
            const fresh = WsConnectionDataSchema.parse(await options.getConnectionData());
            if (closed) return false;
            applyConnectionData(fresh);
            return true;
          } catch {
            if (closed) return false;
            await new Promise((resolve) =>
              setTimeout(resolve, randomBetween(REALTIME.tokenRefreshRetry.connection)),
            );
            if (closed) return false;
          }
        }
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  function applyConnectionData(fresh: WsConnectionData) {
    data = fresh;
    if (!autoSubscribe) return;
    for (const [channel, sub] of subs) {
      if (sub.auto && !fresh.channels.includes(channel)) void unsubscribe(channel);
    }
    for (const channel of fresh.channels) {
      const sub = subs.get(channel) ?? ensureSub(channel, true);
      if (sub.state === 'unsubscribed') {
        setSubState(channel, sub, 'subscribing');
        if (socket?.connected) void sendSubscribe(channel);
      }
    }
  }

  function ensureSocket(): ClientSocket {
    const { uri, path } = endpointOf(data!, options.url);
    const key = `${uri ?? ''}|${path}`;
    if (socket && socketKey === key) return socket;
    if (socket) {
      // The old socket's listeners are gone, so invalidate its in-flight acks here.
      generation++;
      socket.removeAllListeners();
      socket.disconnect();
    }
    const socketOptions = {
      path,
      autoConnect: false,
      // WebSocket only: long-polling would need sticky sessions across server processes.
      transports: ['websocket'],
      reconnectionDelay: REALTIME.reconnectBackoff.minMs,
      reconnectionDelayMax: REALTIME.reconnectBackoff.maxMs,
      randomizationFactor: 0.5,
      // Read at every (re)connect attempt, so a refreshed token is used without rebuilding the socket.
      auth: (cb: (auth: object) => void) => cb({ token: data?.token ?? '' }),
    };
    const created: ClientSocket = uri === undefined ? io(socketOptions) : io(uri, socketOptions);
    created.on('connect', onConnect);
    created.on('disconnect', onDisconnect);
    created.on('connect_error', onConnectError);
    created.on(SOCKET_EVENTS.push, onPush);
    socket = created;
    socketKey = key;
    return created;
  }

  function openSocket() {
    if (closed || !data) return;
    const s = ensureSocket();
    if (s.connected || s.active) return;
    setState('connecting');
    s.connect();
  }

  function onConnect() {
    generation++;
    connectAttempt = 0;
    setState('connected');
    for (const [channel, sub] of subs) {
      sub.attempts = 0;
      clearTimeout(sub.retryTimer);
      void sendSubscribe(channel);
    }
    if (everConnected) notify(reconnectListeners);
    everConnected = true;
  }

  function onDisconnect(reason: Socket.DisconnectReason) {
    generation++;
    for (const [channel, sub] of subs) {
      clearTimeout(sub.retryTimer);
      setSubState(channel, sub, 'subscribing');
    }
    if (closed) return setState('disconnected');
    setState('connecting');
    // socket.io reconnects by itself except when the server or we ended the session on purpose.
    if (reason === 'io server disconnect')
      scheduleReconnect(backoffDelay(connectAttempt++, REALTIME.reconnectBackoff));
  }

  function onConnectError(error: Error & { data?: unknown }) {
    if (closed || !socket) return;
    // Transport-level failures: socket.io is already retrying with its own backoff.
    if (socket.active) return;
    const reason = RealtimeErrorDataSchema.safeParse(error.data);
    // An expired token is routine, and a token of an ended session is refused (110): fetch new connection
    // data at once the first time (a guest's, or a 401 for an ended operator), back off if it keeps happening.
    const expired =
      reason.success &&
      (reason.data.code === REALTIME_ERRORS.tokenExpired.code ||
        reason.data.code === REALTIME_ERRORS.sessionEnded.code);
    const attempt = connectAttempt++;
    scheduleReconnect(expired && attempt === 0 ? 0 : backoffDelay(attempt, REALTIME.reconnectBackoff));
  }

  function scheduleReconnect(delayMs: number) {
    clearTimeout(reconnectTimer);
    setState('connecting');
    reconnectTimer = setTimeout(async () => {
      if (!(await loadConnectionData())) return;
      openSocket();
    }, delayMs);
  }

  function onPush(raw: unknown) {
    const parsed = PushMessageSchema.safeParse(raw);
    // A newer server may send messages this build does not know yet.
    if (!parsed.success) return;
    const key = `${parsed.data.type}:${parsed.data.action}`;
    const listeners = pushListeners.get(key);
    if (listeners) notify(listeners, parsed.data.data, parsed.data);
    else {
      held.push({ key, message: parsed.data, at: now() });
      if (held.length > REALTIME.heldPushes) held.shift();
    }
  }

  /** Hands the first listener of a key what was held for it, in order, unless too old to matter. */
  function deliverHeld(key: string, listeners: Set<(data: unknown, message: PushMessage) => void>) {
    const since = now() - REALTIME.heldPushMs;
    const mine = held.filter((h) => h.key === key && h.at >= since);
    for (let i = held.length - 1; i >= 0; i--) if (held[i]!.key === key) held.splice(i, 1);
    // After on() has returned, as a push would arrive.
    if (mine.length)
      queueMicrotask(() => {
        for (const { message } of mine) notify(listeners, message.data, message);
      });
  }

  async function sendSubscribe(channel: string) {
    const sub = subs.get(channel);
    const s = socket;
    if (!sub || sub.inflight || !s?.connected || !data) return;
    sub.inflight = true;
    setSubState(channel, sub, 'subscribing');
    const gen = generation;
    let ack: SubscribeAck | null = null;
    try {
      ack = SubscribeAckSchema.parse(
        await s
          .timeout(requestTimeoutMs)
          .emitWithAck(SOCKET_EVENTS.subscribe, { channel, token: data.token }),
      );
    } catch {
      ack = null;
    }
    sub.inflight = false;
    if (subs.get(channel) !== sub || closed) return;
    if (gen !== generation) {
      // The connection changed under the request; onConnect skipped it while it was in flight.
      if (s.connected) void sendSubscribe(channel);
      return;
    }
    if (ack === null) {
      retrySubscribe(channel, sub, backoffDelay(sub.attempts++, REALTIME.subscribeBackoff), false);
    } else if (ack.ok) {
      sub.attempts = 0;
      setSubState(channel, sub, 'subscribed');
      settle(sub, ack);
    } else if (ack.code === REALTIME_ERRORS.tokenExpired.code) {
      const attempt = sub.attempts++;
      retrySubscribe(
        channel,
        sub,
        attempt === 0 ? 0 : randomBetween(REALTIME.tokenRefreshRetry.channel),
        true,
      );
    } else {
      dropSub(channel, ack);
    }
  }

  function retrySubscribe(channel: string, sub: Subscription, delayMs: number, refreshToken: boolean) {
    clearTimeout(sub.retryTimer);
    sub.retryTimer = setTimeout(async () => {
      if (refreshToken && !(await loadConnectionData())) return;
      if (subs.get(channel) === sub) void sendSubscribe(channel);
    }, delayMs);
  }

  function connect() {
    if (started || closed) return;
    started = true;
    setState('connecting');
    void loadConnectionData().then((ok) => {
      if (ok) openSocket();
    });
  }

  async function refresh() {
    if (closed) return;
    if (!started) return connect();
    clearTimeout(reconnectTimer);
    if (!(await loadConnectionData())) return;
    if (socket?.connected || socket?.active) socket.disconnect();
    openSocket();
  }

  function subscribe(channel: string): Promise<SubscribeAck> {
    if (closed) return Promise.resolve(CLIENT_ACKS.closed);
    const sub = ensureSub(channel, false);
    if (sub.state === 'subscribed') return Promise.resolve({ ok: true });
    const result = new Promise<SubscribeAck>((resolve) => sub.waiters.push(resolve));
    setSubState(channel, sub, 'subscribing');
    if (socket?.connected) void sendSubscribe(channel);
    return result;
  }

  async function unsubscribe(channel: string): Promise<void> {
    if (!subs.has(channel)) return;
    dropSub(channel, CLIENT_ACKS.unsubscribed);
    const s = socket;
    if (!s?.connected) return;
    try {
      await s.timeout(requestTimeoutMs).emitWithAck(SOCKET_EVENTS.unsubscribe, { channel });
    } catch {
      // Best effort: the room is left anyway when this connection ends.
    }
  }

  function addListener<L>(set: Set<L>, listener: L): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }

  return {
    get state() {
      return state;
    },
    connect,
    refresh,
    subscribe,
    unsubscribe,
    subscriptionState: (channel) => subs.get(channel)?.state ?? 'unsubscribed',
    on(type, action, handler) {
      const key = `${type}:${action}`;
      let set = pushListeners.get(key);
      const listener = handler as (data: unknown, message: PushMessage) => void;
      if (!set) {
        pushListeners.set(key, (set = new Set([listener])));
        deliverHeld(key, set);
      } else set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    onStateChange: (listener) => addListener(stateListeners, listener),
    onSubscriptionChange: (listener) => addListener(subListeners, listener),
    onReconnected: (listener) => addListener(reconnectListeners, listener),
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      for (const channel of [...subs.keys()]) dropSub(channel, CLIENT_ACKS.closed);
      if (socket) {
        socket.removeAllListeners();
        socket.disconnect();
        socket = null;
      }
      setState('disconnected');
    },
  };
}
