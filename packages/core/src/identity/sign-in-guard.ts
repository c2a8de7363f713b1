import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors.ts';

/**
 * A self-hosted proof-of-work challenge in ALTCHA's format (no third party): the client finds `number`
 * with sha256(salt + number) = challenge, 0 ≤ number ≤ maxnumber. The server keeps nothing but the
 * challenges already spent; the HMAC signature proves it issued the challenge.
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

/**
 * Counts failures per key (an email, an address) in a sliding window, and issues and checks challenges.
 * In-process: with several processes each counts its own, so the threshold is per process.
 */
export function createSignInGuard(secret: string, options: { ipScale?: number } = {}) {
  const maxnumber = CHALLENGE_MAXNUMBER;
  const failures = new Map<string, number[]>();
  const spent = new Map<string, number>();
  const sign = (challenge: string) => createHmac('sha256', secret).update(challenge).digest('hex');

  const recent = (key: string, now: Date) => {
    const since = now.getTime() - GUARD_WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Scales per-address thresholds, like RATE_LIMIT_MULTIPLIER (a test rig sends all from one address). */
    ipScale: options.ipScale ?? 1,
    failures: (key: string, now: Date) => recent(key, now).length,
    recordFailure(keys: string[], now: Date) {
      for (const key of keys) failures.set(key, [...recent(key, now), now.getTime()]);
    },
    clear: (key: string) => void failures.delete(key),

    issue(now: Date): Challenge {
      const expires = Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`;
      const challenge = sha256(`${salt}${randomInt(0, maxnumber + 1)}`);
      return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: sign(challenge) };
    },

    /** True once per issued, unexpired, correctly solved challenge; a replay is refused. */
    verify(payload: string | undefined, now: Date): boolean {
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
      if (sha256(`${salt}${number}`) !== challenge || spent.has(challenge)) return false;
      for (const [key, until] of spent) if (until <= now.getTime()) spent.delete(key);
      spent.set(challenge, expires);
      return true;
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;

/** Refuses with 428 once any key has reached its threshold, unless the request carries a fresh solution. */
export function requireChallengeAfter(
  guard: SignInGuard,
  thresholds: Array<[key: string, failures: number]>,
  solution: string | undefined,
  now: Date,
): void {
  const suspicious = thresholds.some(([key, most]) => guard.failures(key, now) >= most);
  if (suspicious && !guard.verify(solution, now))
    throw new DomainError(428, CHALLENGE_REQUIRED_TEXT, undefined, 'challenge_required');
}
