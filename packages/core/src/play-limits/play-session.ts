import { and, eq, gte, ne, sql } from 'drizzle-orm';
import {
  PLAY_SESSION_IDLE_MINUTES,
  REALITY_CHECK_DEFAULT_MINUTES,
  type PlaySession,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playLimits, playSessions } from '../db/schema/play-limits.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { effectiveLimit } from './limit-rules.ts';

type SessionRow = typeof playSessions.$inferSelect;
const MINUTE = 60_000;

/** Still the same play session at `now`: seen within the idle time, and the clock has not gone back. */
export const isPlaySessionLive = (row: SessionRow | undefined, now: Date): row is SessionRow =>
  !!row &&
  row.startedAt.getTime() <= now.getTime() &&
  now.getTime() - row.lastSeenAt.getTime() <= PLAY_SESSION_IDLE_MINUTES * MINUTE;

/**
 * The player's play session at `now`, locked for the transaction: the live one, or a new one that starts
 * now (a new sign-in, or after the idle time). `signInId` undefined: keep whichever sign-in it belongs to.
 */
export async function lockPlaySession(tx: Db, input: { playerId: string; signInId?: string; now: Date }) {
  const { playerId, now } = input;
  await tx
    .insert(playSessions)
    .values({
      playerId,
      signInId: input.signInId ?? null,
      startedAt: now,
      lastSeenAt: now,
      realityCheckAt: now,
      realityCheckMinutes: REALITY_CHECK_DEFAULT_MINUTES,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(playSessions).where(eq(playSessions.playerId, playerId)).for('update');
  const sameSignIn = input.signInId === undefined || row!.signInId === input.signInId;
  const fresh =
    isPlaySessionLive(row, now) && sameSignIn
      ? { lastSeenAt: now }
      : { signInId: input.signInId ?? null, startedAt: now, lastSeenAt: now, realityCheckAt: now };
  const [updated] = await tx
    .update(playSessions)
    .set(fresh)
    .where(eq(playSessions.playerId, playerId))
    .returning();
  return updated!;
}

/** Minutes of the session time limit in force, if the player has one. */
async function sessionLimitMinutes(db: Db, playerId: string, now: Date) {
  const [row] = await db
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.playerId, playerId), eq(playLimits.kind, 'session')));
  return effectiveLimit(row, now);
}

/** Wins minus bets of the rounds since the session started, per currency (minor units). */
async function sessionNet(db: Db, playerId: string, since: Date) {
  const rows = await db
    .select({
      currency: gameRounds.currency,
      net: sql<string>`coalesce(sum(${gameRounds.win} - ${gameRounds.bet}), 0)`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        ne(gameRounds.status, 'rolled_back'),
        gte(gameRounds.updatedAt, since),
      ),
    )
    .groupBy(gameRounds.currency);
  const net = (c: string) => Number(rows.find((r) => r.currency === c)?.net ?? 0);
  return { COIN: net('COIN'), ENTRY: net('ENTRY') };
}

export async function playSessionView(db: Db, row: SessionRow, now: Date): Promise<PlaySession> {
  const limit = await sessionLimitMinutes(db, row.playerId, now);
  const checkAt = new Date(row.realityCheckAt.getTime() + row.realityCheckMinutes * MINUTE);
  const endsAt = limit === null ? null : new Date(row.startedAt.getTime() + limit * MINUTE);
  return {
    startedAt: row.startedAt.toISOString(),
    now: now.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - row.startedAt.getTime()) / 1000)),
    realityCheckMinutes: row.realityCheckMinutes,
    realityCheckAt: checkAt.toISOString(),
    realityCheckDue: checkAt.getTime() <= now.getTime(),
    net: await sessionNet(db, row.playerId, row.startedAt),
    sessionLimit:
      limit === null || !endsAt
        ? null
        : { minutes: limit, endsAt: endsAt.toISOString(), reached: endsAt.getTime() <= now.getTime() },
  };
}

/**
 * The heartbeat of a signed-in page (`GET /rest/play-limits/session/`): keeps the play session alive
 * (or starts one) and answers what the reality check shows.
 */
export async function touchPlaySession(db: Db, input: { playerId: string; signInId: string; now: Date }) {
  const row = await db.transaction((tx) => lockPlaySession(tx, input));
  return playSessionView(db, row, input.now);
}

/** "Continue" on a reality check: the next one is due an interval from now. */
export async function continueRealityCheck(db: Db, input: { playerId: string; signInId: string; now: Date }) {
  const row = await db.transaction(async (tx) => {
    await lockPlaySession(tx, input);
    const [updated] = await tx
      .update(playSessions)
      .set({ realityCheckAt: input.now })
      .where(eq(playSessions.playerId, input.playerId))
      .returning();
    return updated!;
  });
  return playSessionView(db, row, input.now);
}

/** The reality check interval (a choice of REALITY_CHECK_CHOICES); applies at once, counted from now. */
export async function setRealityCheckInterval(
  db: Db,
  input: { playerId: string; signInId: string; minutes: number; now: Date },
) {
  const row = await db.transaction(async (tx) => {
    await lockPlaySession(tx, input);
    const [updated] = await tx
      .update(playSessions)
      .set({ realityCheckMinutes: input.minutes, realityCheckAt: input.now })
      .where(eq(playSessions.playerId, input.playerId))
      .returning();
    return updated!;
  });
  return playSessionView(db, row, input.now);
}

/** The stored interval, or the default for a player who never chose one. */
export async function realityCheckMinutesOf(db: Db, playerId: string) {
  const [row] = await db
    .select({ minutes: playSessions.realityCheckMinutes })
    .from(playSessions)
    .where(eq(playSessions.playerId, playerId));
  return row?.minutes ?? REALITY_CHECK_DEFAULT_MINUTES;
}
