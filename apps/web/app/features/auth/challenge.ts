import type { z } from 'zod';
import { CHALLENGE_PATH, ChallengeSchema } from '@casino/contracts';
import { http, HttpError } from '../../lib/http/http-client.ts';

type Challenge = z.infer<typeof ChallengeSchema>;

const hex = (buffer: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

// Hashing in batches keeps the page responsive and is far faster than one await per number.
const BATCH = 2000;

type Digest = (bytes: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer | Uint8Array>;

/**
 * Web Crypto exists only in secure contexts (https, loopback); a plain-http host (a LAN address, an http
 * staging site) gets a small audited JavaScript SHA-256, loaded only then.
 */
async function sha256Digest(): Promise<Digest> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return (bytes) => subtle.digest('SHA-256', bytes);
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return async (bytes) => sha256(bytes);
}

/** Finds the number the server hid (sha256(salt + number) = challenge); no third party. */
export async function solveChallenge(c: Challenge, digest?: Digest): Promise<string> {
  const encoder = new TextEncoder();
  const hash = digest ?? (await sha256Digest());
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, c.maxnumber + 1 - start) }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => hash(encoder.encode(`${c.salt}${n}`))));
    const found = digests.findIndex((d) => hex(d) === c.challenge);
    if (found >= 0) return btoa(JSON.stringify({ ...c, number: numbers[found] }));
  }
  throw new Error('The sign-in check could not be solved.');
}

/**
 * Sends once; when the server asks for a challenge (after repeated failures), solves one and sends again.
 * The person only sees the submit button busy a moment longer.
 */
export async function withChallenge<T>(
  send: (challenge?: string) => Promise<T>,
  /** Told how long each attempt keeps needing the check (the server's `details.checkUntil`). */
  onChecking?: (checkUntil: string, retryAfterSeconds: number) => void,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'challenge_required') throw error;
    const details = (error.body as { details?: { checkUntil?: unknown; retryAfterSeconds?: unknown } } | null)
      ?.details;
    if (typeof details?.checkUntil === 'string' && typeof details.retryAfterSeconds === 'number')
      onChecking?.(details.checkUntil, details.retryAfterSeconds);
    const challenge = await http.get(CHALLENGE_PATH, { schema: ChallengeSchema });
    return send(await solveChallenge(challenge));
  }
}
