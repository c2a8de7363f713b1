import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from './sessions.ts';

/*
 * Single-use secrets sent to a player, shared by the password restore and the email and phone
 * confirmations. Link tokens carry 256 random bits and are found by their SHA-256. Codes are six digits
 * people type: they are stored salted, bound to one player, and stop working after a few wrong tries.
 */

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type AuthTokenRow = typeof authTokens.$inferSelect;

/** Marks the player's live secrets of one purpose used: only the newest one works. */
export const retireTokens = (db: Db, playerId: string, purpose: TokenPurpose, now: Date) =>
  db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.playerId, playerId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)),
    );

/** A new link token; earlier ones of the same purpose stop working. Returns the token (never stored). */
export async function issueLinkToken(
  db: Db,
  input: { playerId: string; purpose: TokenPurpose; target: string | null; ttlMs: number; now: Date },
): Promise<string> {
  const { now } = input;
  const token = newToken(32);
  await retireTokens(db, input.playerId, input.purpose, now);
  await db.insert(authTokens).values({
    playerId: input.playerId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    target: input.target,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return token;
}

/** The live (unused, unexpired) row of a link token, or null. */
export async function findLinkToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<AuthTokenRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

const codeDigest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** A new 6-digit code; earlier ones of the same purpose stop working. Returns the code (never stored). */
export async function issueCode(
  db: Db,
  input: { playerId: string; purpose: TokenPurpose; target: string; ttlMs: number; now: Date },
): Promise<string> {
  const { now } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The salt also keeps the unique hash index apart for two players who draw the same code.
  const salt = newToken(12);
  await retireTokens(db, input.playerId, input.purpose, now);
  await db.insert(authTokens).values({
    playerId: input.playerId,
    purpose: input.purpose,
    tokenHash: `${salt}.${codeDigest(salt, code)}`,
    target: input.target,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return code;
}

export type CodeCheck =
  | { ok: true; row: AuthTokenRow }
  | { ok: false; reason: 'none' | 'exhausted' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/**
 * Checks a typed code against the player's newest live code. A wrong code uses up one attempt; after
 * `maxAttempts` wrong ones the code is dead even if the right one comes next.
 */
export async function checkCode(
  db: Db,
  input: { playerId: string; purpose: TokenPurpose; code: string; maxAttempts: number; now: Date },
): Promise<CodeCheck> {
  const { now } = input;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.playerId, input.playerId),
        eq(authTokens.purpose, input.purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.id))
    .limit(1);
  if (!row) return { ok: false, reason: 'none' };
  if (row.attempts >= input.maxAttempts) return { ok: false, reason: 'exhausted' };
  const [salt = '', digest = ''] = row.tokenHash.split('.');
  const expected = Buffer.from(digest);
  const given = Buffer.from(codeDigest(salt, input.code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) return { ok: true, row };
  const [after] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, row.id))
    .returning({ attempts: authTokens.attempts });
  const attemptsLeft = Math.max(0, input.maxAttempts - (after?.attempts ?? input.maxAttempts));
  return attemptsLeft === 0
    ? { ok: false, reason: 'exhausted' }
    : { ok: false, reason: 'wrong', attemptsLeft };
}

/** Uses a secret up. False when another request used it first (two clicks at once): only one wins. */
export async function consumeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ id: authTokens.id });
  return used.length === 1;
}
