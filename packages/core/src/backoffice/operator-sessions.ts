import { and, eq, isNull } from 'drizzle-orm';
import { BACKOFFICE_SESSION, roleHas, type Permission } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { operators, operatorSessions } from '../db/schema/index.ts';
import { announceSessionEnds, hashToken, newToken } from '../identity/sessions.ts';

export type OperatorSessionStage = 'password' | 'full';
export type OperatorRow = typeof operators.$inferSelect;

/** A half-open session (password right, code awaited) lives this long. */
export const HALF_OPEN_SECONDS = 10 * 60;
/** A session seen within this long is not written to again (the idle timeout is 30 minutes). */
const TOUCH_AFTER_MS = 30 * 1000;

export async function createOperatorSession(
  db: Db,
  operatorId: string,
  stage: OperatorSessionStage,
  now: Date,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  const token = newToken();
  const sessionId = hashToken(token);
  await db.insert(operatorSessions).values({
    id: sessionId,
    operatorId,
    stage,
    createdAt: now,
    lastSeenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId };
}

/** Why a session no longer counts, or null while it does. */
export function sessionExpiry(
  session: { stage: OperatorSessionStage; createdAt: Date; lastSeenAt: Date; endedAt: Date | null },
  now: Date,
): 'ended' | 'idle' | 'absolute' | null {
  if (session.endedAt) return 'ended';
  const t = now.getTime();
  if (session.stage === 'password' && t - session.createdAt.getTime() > HALF_OPEN_SECONDS * 1000)
    return 'idle';
  if (t - session.lastSeenAt.getTime() > BACKOFFICE_SESSION.idleTimeoutSeconds * 1000) return 'idle';
  if (t - session.createdAt.getTime() > BACKOFFICE_SESSION.absoluteTimeoutSeconds * 1000) return 'absolute';
  return null;
}

/**
 * The live session of a cookie's token and its operator, or null (unknown, ended, idle for 30 minutes,
 * older than 12 hours, or the operator is disabled). Each use moves the idle deadline (sliding expiry).
 */
export async function findOperatorSession(db: Db, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, id))
    .limit(1);
  if (!row) return null;
  const expired = sessionExpiry(row.session, now);
  if (expired || row.operator.disabledAt) {
    if (!row.session.endedAt) await endOperatorSession(db, id, now);
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS)
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
  return { sessionId: id, stage: row.session.stage, operator: row.operator };
}

/**
 * Whether an operator's full session still counts (not ended, idle or too old, the operator enabled) and
 * its role has `permission`; read without moving the idle deadline (a live connection is not activity).
 */
export async function isOperatorSessionLive(db: Db, sessionId: string, now: Date, permission: Permission) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sessionId))
    .limit(1);
  return (
    row !== undefined &&
    row.session.stage === 'full' &&
    sessionExpiry(row.session, now) === null &&
    !row.operator.disabledAt &&
    !row.operator.passwordChangeRequired &&
    roleHas(row.operator.role, permission)
  );
}

export const endOperatorSession = (db: Db, sessionId: string, now: Date) => {
  // Live connections of the session close (the realtime hub watches session ends).
  announceSessionEnds({ operatorSessionId: sessionId });
  return db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
};

/** Ends every session of an operator (disabled, role changed, two-factor reset). */
export const endOperatorSessions = (db: Db, operatorId: string, now: Date) => {
  announceSessionEnds({ operatorId });
  return db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)));
};
