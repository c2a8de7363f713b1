import { forgetProtectionHint } from './protection-hint.ts';
import { and, eq } from 'drizzle-orm';
import {
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PURCHASE_CURRENCY,
  PLAY_LIMIT_RAISE_DELAY_HOURS,
  PLAY_LIMIT_TIME_ZONE,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitView,
  type PlayLimitsReply,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { playLimits, playSessions } from '../db/schema/play-limits.ts';
import { changeLimit, effectiveLimit, pendingChange } from './limit-rules.ts';
import { periodEnd } from './limit-periods.ts';
import { usageOf, type CalendarPeriod, type PeriodUsage } from './limit-usage.ts';
import { isPlaySessionLive, realityCheckMinutesOf } from './play-session.ts';

const ORDER = (kind: string, period: string) =>
  PLAY_LIMIT_KINDS.indexOf(kind as PlayLimitKind) * 10 + ['day', 'week', 'month', 'session'].indexOf(period);

/**
 * The player's limits with what is used of each (computed from payments and game rounds), any change
 * waiting for its time, and the reality check interval: the account screen and the back-office read it.
 */
export async function getPlayLimits(db: Db, playerId: string, now: Date): Promise<PlayLimitsReply> {
  const rows = await db.select().from(playLimits).where(eq(playLimits.playerId, playerId));
  const usage = new Map<string, PeriodUsage>();
  const limits: PlayLimitView[] = [];
  for (const row of rows.sort((a, b) => ORDER(a.kind, a.period) - ORDER(b.kind, b.period))) {
    const amount = effectiveLimit(row, now);
    if (amount === null) continue;
    const pending = pendingChange(row, now);
    let used = 0;
    let resetsAt: string | null = null;
    if (row.kind === 'session') {
      const [session] = await db.select().from(playSessions).where(eq(playSessions.playerId, playerId));
      used = isPlaySessionLive(session, now)
        ? Math.floor((now.getTime() - session.startedAt.getTime()) / 60_000)
        : 0;
    } else {
      if (!usage.has(row.kind)) usage.set(row.kind, await usageOf(db, playerId, row.kind, now));
      const period = row.period as CalendarPeriod;
      used = usage.get(row.kind)![period];
      resetsAt = periodEnd(period, now).toISOString();
    }
    limits.push({
      kind: row.kind,
      period: row.period,
      amount,
      used,
      resetsAt,
      pending: pending && { amount: pending.amount, from: pending.from.toISOString() },
    });
  }
  return {
    limits,
    realityCheckMinutes: await realityCheckMinutesOf(db, playerId),
    timeZone: PLAY_LIMIT_TIME_ZONE,
    purchaseCurrency: PLAY_LIMIT_PURCHASE_CURRENCY,
    raiseDelayHours: PLAY_LIMIT_RAISE_DELAY_HOURS,
  };
}

/**
 * Sets (`amount`) or removes (null) one limit: lower applies at once, higher or removed after
 * PLAY_LIMIT_RAISE_DELAY_HOURS (limit-rules.ts). The player row is locked so two changes are decided in turn.
 */
export async function setPlayLimit(
  db: Db,
  input: { playerId: string; kind: PlayLimitKind; period: PlayLimitPeriod; amount: number | null; now: Date },
) {
  const { playerId, kind, period, now } = input;
  await db.transaction(async (tx) => {
    await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
    const key = and(
      eq(playLimits.playerId, playerId),
      eq(playLimits.kind, kind),
      eq(playLimits.period, period),
    );
    const [row] = await tx.select().from(playLimits).where(key).for('update');
    const next = changeLimit(row, input.amount, now);
    if (!next) {
      if (row) await tx.delete(playLimits).where(key);
      return;
    }
    await tx
      .insert(playLimits)
      .values({ playerId, kind, period, ...next, updatedAt: now })
      .onConflictDoUpdate({
        target: [playLimits.playerId, playLimits.kind, playLimits.period],
        set: { ...next, updatedAt: now },
      });
  });
  // After commit: the player's next spin takes the fully checked path.
  forgetProtectionHint(playerId);
  return getPlayLimits(db, playerId, now);
}
