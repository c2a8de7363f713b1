import { createDecipheriv, createECDH, createHmac, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { p256PublicKey } from '../web-push/subscriptions.ts';

/**
 * A Web Push service on loopback for tests: it speaks the protocol a browser's push service does (RFC 8030
 * POST of one message), checks the sender's VAPID JWT (RFC 8292) and decrypts the aes128gcm body (RFC 8291 /
 * RFC 8188) with the keys of a test "browser", exactly as the browser would. Nothing leaves the machine.
 */

/** What a browser keeps for one subscription: its P-256 pair (p256dh) and auth secret. */
export interface TestBrowserKeys {
  /** The subscription's `keys` as PushSubscription.toJSON() gives them (base64url). */
  p256dh: string;
  auth: string;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

/** Makes a subscription's keys the way a browser does (a fresh P-256 pair and 16 random bytes). */
export function createBrowserKeys(): TestBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    authSecret,
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: decrypts an aes128gcm push body with the browser's keys. */
export function decryptPushBody(body: Buffer, keys: TestBrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not a P-256 public key`);
  if (records.length > rs) throw new Error('more than one record: not expected for a push message');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<public key>`; throws unless the JWT is signed by k. */
export function verifyVapid(authorization: string | undefined, endpointOrigin: string, nowSeconds: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const key = p256PublicKey(Buffer.from(k, 'base64url'));
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT signature does not verify with k');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600))
    throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, publicKey: k };
}

export interface ReceivedPush {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  headers: IncomingHttpHeaders;
  vapid: { claims: VapidClaims; publicKey: string };
  /** The decrypted message. */
  plaintext: string;
  json: unknown;
}

export interface TestPushService {
  origin: string;
  /** A new subscription on this service: its endpoint and browser keys (give `toJSON()` to the server). */
  subscribe(): { id: string; endpoint: string; keys: TestBrowserKeys; toJSON(): PushSubscriptionJson };
  /** Answer this status for an endpoint from now on (404/410: the subscription is gone; 500: a failure). */
  respondWith(id: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused because the protocol was wrong (a bad JWT, undecryptable body): should stay empty. */
  rejected: Array<{ id: string; reason: string }>;
  close(): Promise<void>;
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** `port`: a fixed port (the browser suite's server is told the service's origin before it starts). */
export async function startTestPushService(options: { port?: number } = {}): Promise<TestPushService> {
  const subscriptions = new Map<string, { keys: TestBrowserKeys; status: number }>();
  const received: ReceivedPush[] = [];
  const rejected: Array<{ id: string; reason: string }> = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').split('/').filter(Boolean).pop() ?? '';
      const subscription = subscriptions.get(id);
      const refuse = (status: number, reason: string) => {
        rejected.push({ id, reason });
        response.writeHead(status).end(reason);
      };
      if (request.method !== 'POST') return refuse(405, 'POST only');
      if (!subscription) return refuse(404, 'no such subscription');
      if (subscription.status !== 201) return response.writeHead(subscription.status).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error('Content-Encoding is not aes128gcm');
        if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) throw new Error('no TTL header');
        const vapid = verifyVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
        const plaintext = decryptPushBody(Buffer.concat(chunks), subscription.keys).toString('utf8');
        received.push({ id, headers: request.headers, vapid, plaintext, json: JSON.parse(plaintext) });
        response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        refuse(400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    subscribe() {
      const id = randomBytes(12).toString('base64url');
      const keys = createBrowserKeys();
      subscriptions.set(id, { keys, status: 201 });
      const endpoint = `${origin}/push/${id}`;
      return {
        id,
        endpoint,
        keys,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      };
    },
    respondWith(id, status) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
