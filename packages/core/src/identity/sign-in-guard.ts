import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInGuardFailures, signInGuardSpentChallenges } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';

/**
 * A self-hosted proof-of-work challenge in ALTCHA's format (no third party): the client finds `number`
 * with sha256(salt + number) = challenge, 0 ≤ number ≤ maxnumber. The server keeps nothing but the
 * challenges already spent (in the database); the HMAC signature proves it issued the challenge.
 */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** How often a client hashes on average: about half of maxnumber (well under a second in a browser). */
export const CHALLENGE_MAXNUMBER = 100_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed sign-ins per email, or per address, before every further attempt needs a solved challenge. */
export const FAILURES_BEFORE_CHALLENGE = 3;
/** Higher per address: a household or a carrier's NAT shares one. */
export const FAILURES_BEFORE_CHALLENGE_PER_IP = 10;
/** "This email already has an account" answers per address before each further sign-up needs one. */
export const EXISTING_EMAIL_ANSWERS_BEFORE_CHALLENGE = 3;
export const GUARD_WINDOW_MS = 15 * 60_000;
export const CHALLENGE_REQUIRED_TEXT =
  'Please confirm you are not a robot: your browser solves a short check, then try again.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Solves a challenge the way the browser does; for tests and scripts. */
export function solveChallenge(c: Challenge): string {
  for (let number = 0; number <= c.maxnumber; number++)
    if (sha256(`${c.salt}${number}`) === c.challenge)
      return Buffer.from(JSON.stringify({ ...c, number })).toString('base64');
  throw new Error('unsolvable challenge');
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts failures per key (an email, an address) in a sliding window, and issues and checks challenges.
 * The failures and the spent challenges live in the database, so every process counts the same failures and
 * a challenge solves one request whichever process sees it; issuing needs no state (the HMAC signature
 * proves the challenge is ours).
 */
export function createSignInGuard(db: Db, secret: string, options: { ipScale?: number } = {}) {
  const maxnumber = CHALLENGE_MAXNUMBER;
  const sign = (challenge: string) => createHmac('sha256', secret).update(challenge).digest('hex');
  const windowStart = (now: Date) => new Date(now.getTime() - GUARD_WINDOW_MS);

  return {
    /** Scales per-address thresholds, like RATE_LIMIT_MULTIPLIER (a test rig sends all from one address). */
    ipScale: options.ipScale ?? 1,

    /** Each key's failures in the window, in the order given. */
    async failures(keys: string[], now: Date): Promise<number[]> {
      const hashes = keys.map(keyHash);
      const rows = await db
        .select({ keyHash: signInGuardFailures.keyHash, n: count() })
        .from(signInGuardFailures)
        .where(
          and(inArray(signInGuardFailures.keyHash, hashes), gt(signInGuardFailures.at, windowStart(now))),
        )
        .groupBy(signInGuardFailures.keyHash);
      return hashes.map((hash) => Number(rows.find((row) => row.keyHash === hash)?.n ?? 0));
    },

    /**
     * When `key` drops back under `most` failures in the window (the check stops), or null when it is
     * already under: the failure that would be the last one over the threshold leaves the window then.
     */
    async checkEndsAt(key: string, most: number, now: Date): Promise<Date | null> {
      const rows = await db
        .select({ at: signInGuardFailures.at })
        .from(signInGuardFailures)
        .where(
          and(eq(signInGuardFailures.keyHash, keyHash(key)), gt(signInGuardFailures.at, windowStart(now))),
        )
        .orderBy(asc(signInGuardFailures.at));
      if (rows.length < most) return null;
      return new Date(rows[rows.length - most]!.at.getTime() + GUARD_WINDOW_MS);
    },

    async recordFailure(keys: string[], now: Date): Promise<void> {
      await db.insert(signInGuardFailures).values(keys.map((key) => ({ keyHash: keyHash(key), at: now })));
      // Whatever left the window is no longer counted anywhere.
      await db.delete(signInGuardFailures).where(lte(signInGuardFailures.at, windowStart(now)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(signInGuardFailures).where(eq(signInGuardFailures.keyHash, keyHash(key)));
    },

    issue(now: Date): Challenge {
      const expires = Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`;
      const challenge = sha256(`${salt}${randomInt(0, maxnumber + 1)}`);
      return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: sign(challenge) };
    },

    /** True once per issued, unexpired, correctly solved challenge; a replay is refused, in any process. */
    async verify(payload: string | undefined, now: Date): Promise<boolean> {
      if (!payload || payload.length > 2000) return false;
      let solution: Partial<Challenge & { number: number }>;
      try {
        solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof solution;
      } catch {
        return false;
      }
      const { challenge, salt, signature, number } = solution;
      if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
        return false;
      if (!Number.isInteger(number)) return false;
      const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000;
      if (expires <= now.getTime() || !sameText(signature, sign(challenge))) return false;
      if (sha256(`${salt}${number}`) !== challenge) return false;
      // Spending is one insert: of two requests with the same solution, whichever process runs them, one wins.
      const spent = await db
        .insert(signInGuardSpentChallenges)
        .values({ challenge, expiresAt: new Date(expires) })
        .onConflictDoNothing()
        .returning({ challenge: signInGuardSpentChallenges.challenge });
      await db.delete(signInGuardSpentChallenges).where(lte(signInGuardSpentChallenges.expiresAt, now));
      return spent.length === 1;
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;

/** Refuses with 428 once any key has reached its threshold, unless the request carries a fresh solution. */
export async function requireChallengeAfter(
  guard: SignInGuard,
  thresholds: Array<[key: string, failures: number]>,
  solution: string | undefined,
  now: Date,
): Promise<void> {
  const failures = await guard.failures(
    thresholds.map(([key]) => key),
    now,
  );
  const suspicious = thresholds.some(([, most], i) => failures[i]! >= most);
  if (suspicious && !(await guard.verify(solution, now))) {
    // The page tells the player for how long each attempt needs the check.
    const ends = await Promise.all(
      thresholds.map(([key, most], i) => (failures[i]! >= most ? guard.checkEndsAt(key, most, now) : null)),
    );
    const last = Math.max(...ends.map((end) => end?.getTime() ?? now.getTime()));
    throw new DomainError({
      status: 428,
      code: 'challenge_required',
      message: CHALLENGE_REQUIRED_TEXT,
      details: {
        retryAfterSeconds: Math.max(0, Math.ceil((last - now.getTime()) / 1000)),
        checkUntil: new Date(last).toISOString(),
      },
    });
  }
}
