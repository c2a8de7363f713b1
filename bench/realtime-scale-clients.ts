/**
 * One client process of bench/realtime-scale.bench.ts: its share of the players' Socket.IO connections
 * (WebSocket only, as a page opens them once upgraded), each with a token from the real
 * `GET /rest/realtime/connection-data/` for its session cookie. It tells the parent over IPC what it saw:
 * when every connection is up, when each one heard each brand broadcast, and when a sampled player's
 * balance pushes arrived. Times are epoch milliseconds with sub-millisecond precision (the parent's clock
 * is the same machine's).
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type PushMessage, type SubscribeAck, type WsConnectionData } from '@casino/contracts';

/**
 * One player's connection: a session cookie (its token and player room from the connection-data endpoint,
 * as a page gets them), or a token the bench signed for a session it wrote, with that player's room.
 */
export type ClientConnection = { cookie: string } | { token: string; room: string };

/** What the parent sends. */
export type ToClients =
  | {
      type: 'start';
      url: string;
      connections: ClientConnection[];
      samples: Array<{ index: number; sample: number }>;
    }
  | { type: 'connect'; inFlight: number }
  /** Send every broadcast's arrival times (0: not heard). */
  | { type: 'report' }
  | { type: 'stop' };

/** What a client process reports. */
export type FromClients =
  | { type: 'tokens'; ms: number; failed: number }
  | {
      type: 'connected';
      ok: number;
      failed: number;
      errors: string[];
      handshakeMs: number[];
      /** This client process's resident memory once its connections are up, in bytes. */
      rss: number;
    }
  /** Every connection of this process that is up has heard broadcast n. */
  | { type: 'heard'; n: number }
  | { type: 'arrivals'; arrivals: number[][] }
  | { type: 'balance'; sample: number; at: number }
  | { type: 'disconnected'; count: number };

export const now = () => performance.timeOrigin + performance.now();

const send = (message: FromClients) => process.send!(message);

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

let url = '';
let connections: ClientConnection[] = [];
let samples = new Map<number, number>();
const tokens: Array<{ token: string; room: string }> = [];
const sockets: Socket[] = [];
/** Per broadcast (in the order of `promotionsPage` pushes), when each connection heard it (0: not yet). */
const arrivals: number[][] = [];
const heard: number[] = [];
const up: boolean[] = [];
const everUp: boolean[] = [];
let disconnects = 0;

/** Per broadcast, how many connections heard it; and how many are up now. */
const heardCount: number[] = [];
let upCount = 0;

function heardBroadcast(i: number) {
  const n = (heard[i] = (heard[i] ?? 0) + 1);
  (arrivals[n - 1] ??= new Array<number>(connections.length).fill(0))[i] = now();
  // The last connection up to hear broadcast n says so for the whole process. The count gates the scan: a scan
  // per arrival was quadratic, 3 million steps a broadcast on the cores the server's fan-out was measured on.
  heardCount[n - 1] = (heardCount[n - 1] ?? 0) + 1;
  if (heardCount[n - 1]! < upCount) return;
  if (arrivals[n - 1]!.every((at, j) => at > 0 || !up[j])) send({ type: 'heard', n });
}

async function fetchTokens() {
  const started = now();
  let failed = 0;
  await pool(connections, 16, async (connection, i) => {
    if (!('cookie' in connection)) return void (tokens[i] = connection);
    const response = await fetch(`${url}/rest/realtime/connection-data/`, {
      headers: { cookie: connection.cookie },
    });
    if (!response.ok) return void failed++;
    const data = (await response.json()) as WsConnectionData;
    tokens[i] = { token: data.token, room: data.channels.find((c) => c.startsWith('player:'))! };
  });
  send({ type: 'tokens', ms: now() - started, failed });
}

async function connectAll(inFlight: number) {
  const handshakeMs: number[] = [];
  const errors: string[] = [];
  let failed = 0;
  // Up: connected and subscribed to its player room, as the site's client does.
  await pool(tokens, inFlight, ({ token, room }, i) => {
    const begun = now();
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      timeout: 60_000,
    });
    sockets[i] = socket;
    const sample = samples.get(i);
    socket.on(SOCKET_EVENTS.push, (message: PushMessage) => {
      if (message.type === 'promotionsPage') heardBroadcast(i);
      else if (message.type === 'balance' && sample !== undefined)
        send({ type: 'balance', sample, at: now() });
    });
    socket.on('disconnect', () => {
      if (up[i]) upCount--;
      up[i] = false;
      disconnects++;
    });
    return new Promise<void>((resolve) => {
      const refused = (error: Error) => {
        failed++;
        if (errors.length < 5) errors.push(error.message);
        resolve();
      };
      socket.once('connect', () => {
        socket
          .timeout(60_000)
          .emitWithAck(SOCKET_EVENTS.subscribe, { channel: room })
          .then((ack: SubscribeAck) => {
            if (!ack.ok) return refused(new Error(`subscribe: ${ack.code}`));
            up[i] = everUp[i] = true;
            upCount++;
            handshakeMs.push(now() - begun);
            resolve();
          }, refused);
      });
      socket.once('connect_error', refused);
    });
  });
  send({
    type: 'connected',
    ok: handshakeMs.length,
    failed,
    errors,
    handshakeMs,
    rss: process.memoryUsage.rss(),
  });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'start') {
    ({ url, connections } = message);
    samples = new Map(message.samples.map(({ index, sample }) => [index, sample]));
    void fetchTokens();
  } else if (message.type === 'connect') void connectAll(message.inFlight);
  // Only connections that were up: 0 is a broadcast one of them did not hear.
  else if (message.type === 'report')
    send({ type: 'arrivals', arrivals: arrivals.map((row) => row.filter((_, i) => everUp[i])) });
  else {
    // Connections the server closed before the end.
    send({ type: 'disconnected', count: disconnects });
    for (const socket of sockets) socket?.disconnect();
    process.disconnect();
  }
});
