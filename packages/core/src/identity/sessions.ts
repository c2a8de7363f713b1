import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema/index.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session seen within this long is not written to again; keeps reads cheap. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** The cookie carries 256 random bits; the table stores only their hash, so a leaked table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export async function createSession(
  db: Db,
  playerId: string,
  now: Date,
  meta: { ip?: string; userAgent?: string } = {},
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    playerId,
    expiresAt,
    // The injected clock's time, not the database's: idle expiry compares it with the clock.
    lastSeenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId: hashToken(token), expiresAt };
}

/** Sessions end after this long without a request unless configured otherwise (SESSION_IDLE_MINUTES). */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;

/**
 * The live session of a cookie's token. With `idleMs`, a session unused for longer than that has ended: it
 * is deleted and answered `{ idle: true }` so the site can tell the player why they were signed out.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  options: { idleMs?: number } = {},
): Promise<{ sessionId: string; playerId: string } | { idle: true } | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  // A locked or closed account has no live session, even one a sign-in racing the lock wrote.
  const [row] = await db
    .select({ playerId: sessions.playerId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        isNull(players.lockedAt),
        isNull(players.closedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { idleMs } = options;
  const unused = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs !== undefined && unused > idleMs) {
    await endSession(db, id);
    return { idle: true };
  }
  // Idle expiry needs a fresher last-seen time: written at most every thirtieth of the idle time.
  const touchAfter = idleMs === undefined ? TOUCH_AFTER_MS : Math.min(TOUCH_AFTER_MS, idleMs / 30);
  if (unused > touchAfter) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return { sessionId: id, playerId: row.playerId };
}

export const endSession = (db: Db, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends every session of a player, or every one but the current (after a password change). */
export const endPlayerSessions = (db: Db, playerId: string, keepSessionId?: string) =>
  db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId))
        : eq(sessions.playerId, playerId),
    );
