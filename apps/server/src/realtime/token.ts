import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { REALTIME, REALTIME_ERRORS, type RealtimeErrorData } from '@casino/contracts';

/**
 * Payload of a realtime token: who connects (null for guests), expiry in epoch seconds, a unique id, and for
 * a player the brand whose site the page shows (its connection joins that brand's room).
 */
export const RealtimeTokenPayloadSchema = z.strictObject({
  sub: z.string().min(1).max(64).nullable(),
  exp: z.number().int().positive(),
  jti: z.string().min(1).max(64),
  brand: z.string().min(1).max(64).optional(),
  /** Private rooms the holder may join (a guest's support chat, the agents' console). */
  rooms: z.array(z.string().min(1).max(120)).max(4).optional(),
  /** The session it was issued for (its stored id): the connection lives no longer than that session. */
  sid: z.string().min(1).max(128).optional(),
  /** The operator it was issued to (the agents' console). */
  op: z.string().min(1).max(64).optional(),
});
export type RealtimeTokenPayload = z.infer<typeof RealtimeTokenPayloadSchema>;

export type VerifyResult =
  { ok: true; payload: RealtimeTokenPayload } | { ok: false; error: RealtimeErrorData };

export interface SignOptions {
  /** Epoch milliseconds; injectable so tests and the hub share one clock. */
  now?: number;
  ttlSeconds?: number;
  /** Only a player's token carries it (guests have no brand room). */
  brand?: string | null;
  rooms?: readonly string[];
  session?: RealtimeSession;
}

/** Whose session a token belongs to: a player's (`sessionId`) or an operator's (`operatorId` too). */
export interface RealtimeSession {
  sessionId: string;
  operatorId?: string;
}

// Upper bound before any parsing, so a huge handshake value costs nothing.
const MAX_TOKEN_LENGTH = 1024;

/**
 * Derives the token key from an app secret, so the session secret can be passed in without realtime tokens
 * ever being valid as, or comparable to, anything else it signs.
 */
export function deriveRealtimeKey(secret: string): string {
  assertSecret(secret);
  return createHmac('sha256', secret).update('casino/realtime-token/v1').digest('base64url');
}

function signature(encodedPayload: string, secret: string): string {
  return createHmac('sha256', secret).update(encodedPayload).digest('base64url');
}

function assertSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length === 0)
    throw new Error('Realtime token secret must not be empty');
}

/** Signs `{sub, exp, jti, brand?}` as `base64url(json).base64url(hmac-sha256)`. */
export function signRealtimeToken(
  sub: string | null,
  secret: string,
  options: SignOptions = {},
): { token: string; payload: RealtimeTokenPayload } {
  assertSecret(secret);
  const now = options.now ?? Date.now();
  const ttlSeconds = options.ttlSeconds ?? REALTIME.tokenTtlSeconds;
  const payload = RealtimeTokenPayloadSchema.parse({
    sub,
    exp: Math.floor(now / 1000) + ttlSeconds,
    jti: randomBytes(12).toString('base64url'),
    ...(sub !== null && options.brand ? { brand: options.brand } : {}),
    ...(options.rooms?.length ? { rooms: [...options.rooms] } : {}),
    ...(options.session ? { sid: options.session.sessionId } : {}),
    ...(options.session?.operatorId ? { op: options.session.operatorId } : {}),
  });
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${encoded}.${signature(encoded, secret)}`, payload };
}

/** Checks the signature first, so an expired-token answer (109) is only given for tokens we issued. */
export function verifyRealtimeToken(token: unknown, secret: string, now: number = Date.now()): VerifyResult {
  assertSecret(secret);
  const unauthorized = { ok: false, error: REALTIME_ERRORS.unauthorized } as const;
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return unauthorized;
  const parts = token.split('.');
  if (parts.length !== 2) return unauthorized;
  const [encoded, given] = parts as [string, string];
  // Compare the canonical encodings: lenient base64 decoding would accept altered strings.
  const expected = Buffer.from(signature(encoded, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return unauthorized;

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return unauthorized;
  }
  const parsed = RealtimeTokenPayloadSchema.safeParse(json);
  if (!parsed.success) return unauthorized;
  if (parsed.data.exp * 1000 <= now) return { ok: false, error: REALTIME_ERRORS.tokenExpired };
  return { ok: true, payload: parsed.data };
}
