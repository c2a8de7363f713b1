import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionEndReason } from '@casino/contracts';
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
 * Sessions that ended: one session, or every session of a player (all but `keepSessionId`); an operator's
 * session, or every session of an operator (disabled, role changed, two-factor reset).
 */
export type SessionsEnded =
  | { sessionId: string; reason?: SessionEndReason; rotated?: boolean }
  | { playerId: string; keepSessionId?: string; reason?: SessionEndReason }
  | { operatorSessionId: string }
  | { operatorId: string };

/** Told whenever sessions end in this process (before the statement's transaction commits). */
const sessionEndWatchers = new Set<(ended: SessionsEnded) => void>();

/** Calls `watcher` each time sessions end in this process, until the returned function is called. */
export function watchSessionEnds(watcher: (ended: SessionsEnded) => void): () => void {
  sessionEndWatchers.add(watcher);
  return () => void sessionEndWatchers.delete(watcher);
}

/** Tells the watchers; only the functions that end sessions (here and `backoffice/operator-sessions.ts`) call it. */
export function announceSessionEnds(ended: SessionsEnded) {
  for (const watcher of sessionEndWatchers) watcher(ended);
}

interface CachedSession {
  playerId: string;
  lastSeenAt: number;
  expiresAt: number;
  /** When it was read from the database (the app clock's time). */
  readAt: number;
}

/**
 * Recently read live sessions, so a burst of requests on one session reads it once. Whoever ends sessions
 * (sign-out, password change, lock, close, a break) goes through endSession/endPlayerSessions, which tell
 * every cache of the process at once, and the server forwards that to its other processes; the TTL bounds
 * what a lost message could cost. An ended session or player is not cached again for `quietMs`: the
 * ending transaction may not have committed yet, so a read in between must not put the session back.
 */
export function createSessionCache(options: {
  /** The app clock's time (epoch ms): marks of ended sessions age with it. */
  now: () => number;
  ttlMs?: number;
  quietMs?: number;
  maxEntries?: number;
}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const quietMs = options.quietMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const sessions = new Map<string, CachedSession>();
  /** Sessions and players whose sessions ended lately: when, and the session kept. */
  const ended = new Map<string, { at: number; keep?: string }>();
  const quiet = (key: string, sessionId: string) => {
    const mark = ended.get(key);
    if (!mark) return false;
    if (options.now() - mark.at > quietMs) {
      ended.delete(key);
      return false;
    }
    return mark.keep !== sessionId;
  };

  return {
    get(sessionId: string, now: number): CachedSession | undefined {
      const hit = sessions.get(sessionId);
      if (!hit) return undefined;
      const age = now - hit.readAt;
      if (age >= 0 && age < ttlMs) return hit;
      sessions.delete(sessionId);
      return undefined;
    },
    set(sessionId: string, session: CachedSession) {
      if (quiet(sessionId, sessionId) || quiet(`player:${session.playerId}`, sessionId)) return;
      // Oldest first out: a Map keeps insertion order.
      if (sessions.size >= maxEntries) sessions.delete(sessions.keys().next().value!);
      sessions.set(sessionId, session);
    },
    /** Forgets sessions that ended (told by this process's use cases or by another process). */
    forget(what: SessionsEnded) {
      const at = options.now();
      if ('sessionId' in what) {
        sessions.delete(what.sessionId);
        ended.set(what.sessionId, { at });
      } else if ('playerId' in what) {
        for (const [id, session] of sessions)
          if (session.playerId === what.playerId && id !== what.keepSessionId) sessions.delete(id);
        ended.set(`player:${what.playerId}`, { at, keep: what.keepSessionId });
      }
      // Marks past their quiet time go as new ones come.
      if (ended.size > maxEntries)
        for (const [key, mark] of ended) if (at - mark.at > quietMs) ended.delete(key);
    },
    /** Whether the session (or all of its player's) ended lately, maybe in a transaction not yet committed. */
    hasEnded(sessionId: string, playerId: string) {
      return quiet(sessionId, sessionId) || quiet(`player:${playerId}`, sessionId);
    },
    get size() {
      return sessions.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/** Not expired, and of an account neither locked nor closed (even one a sign-in racing the lock wrote). */
const liveAt = (now: Date) =>
  and(gt(sessions.expiresAt, now), isNull(players.lockedAt), isNull(players.closedAt));

/**
 * The live session of a cookie's token. With `idleMs`, a session unused for longer than that has ended: it
 * is deleted and answered `{ idle: true }` so the site can tell the player why they were signed out. With
 * `cache`, a session read lately is not read again (one that is due a touch or looks idle is).
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  options: { idleMs?: number; cache?: SessionCache } = {},
): Promise<{ sessionId: string; playerId: string } | { idle: true } | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const { idleMs, cache } = options;
  const at = now.getTime();
  // Idle expiry needs a fresher last-seen time: written at most every thirtieth of the idle time.
  const touchAfter = idleMs === undefined ? TOUCH_AFTER_MS : Math.min(TOUCH_AFTER_MS, idleMs / 30);
  const hit = cache?.get(id, at);
  if (hit && hit.expiresAt > at && at - hit.lastSeenAt <= touchAfter)
    return { sessionId: id, playerId: hit.playerId };
  const [row] = await db
    .select({ playerId: sessions.playerId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.id, id), liveAt(now)))
    .limit(1);
  if (!row) return null;
  const unused = at - row.lastSeenAt.getTime();
  if (idleMs !== undefined && unused > idleMs) {
    await endSession(db, id, 'idle');
    return { idle: true };
  }
  let { lastSeenAt, expiresAt } = row;
  if (unused > touchAfter) {
    lastSeenAt = now;
    expiresAt = new Date(at + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
  }
  cache?.set(id, {
    playerId: row.playerId,
    lastSeenAt: lastSeenAt.getTime(),
    expiresAt: expiresAt.getTime(),
    readAt: at,
  });
  return { sessionId: id, playerId: row.playerId };
}

/** Whether a player's session is live: it exists, has not expired, and the account is neither locked nor closed. */
export async function isSessionLive(db: Db, sessionId: string, playerId: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), liveAt(now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Ends one session. `rotated`: the same player goes on under a new session id (sign-in again, password change):
 * its sockets are closed to reconnect with the new id, and its pages are not told to sign out.
 */
export async function endSession(db: Db, sessionId: string, reason?: SessionEndReason | 'rotated') {
  announceSessionEnds(
    reason === 'rotated' ? { sessionId, rotated: true } : reason ? { sessionId, reason } : { sessionId },
  );
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a player, or every one but the current (after a password change). */
export function endPlayerSessions(
  db: Db,
  playerId: string,
  keepSessionId?: string,
  reason?: SessionEndReason,
) {
  announceSessionEnds({
    playerId,
    ...(keepSessionId ? { keepSessionId } : {}),
    ...(reason ? { reason } : {}),
  });
  return db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId))
        : eq(sessions.playerId, playerId),
    );
}
