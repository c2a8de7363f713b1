import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { PlayLimitKind } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/cashier.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { earliestStart, periodStart } from './limit-periods.ts';

export type CalendarPeriod = 'day' | 'week' | 'month';
export type PeriodUsage = Record<CalendarPeriod, number>;

/** Purchases that count: completed ones, and those still under way (they may complete). */
const COUNTED_PAYMENTS = ['pending', 'challenge', 'completed'] as const;

const inPeriod = (
  column: typeof payments.createdAt | typeof gameRounds.updatedAt,
  period: CalendarPeriod,
  now: Date,
) => sql`${column} >= ${periodStart(period, now).toISOString()}::timestamptz`;

/** Cents of the purchases started in each current period (payments are timed by the app's clock). */
export async function purchaseUsage(db: Db, playerId: string, now: Date): Promise<PeriodUsage> {
  const sum = (period: CalendarPeriod) =>
    sql<string>`coalesce(sum(${payments.priceCents}) filter (where ${inPeriod(payments.createdAt, period, now)}), 0)`;
  const [row] = await db
    .select({ day: sum('day'), week: sum('week'), month: sum('month') })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        inArray(payments.status, [...COUNTED_PAYMENTS]),
        gte(payments.createdAt, earliestStart(now)),
      ),
    );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/**
 * What was wagered (sum of bets) and lost (bets minus wins, never below 0) in each current period, in one
 * currency's minor unit. A round counts in the period of its last movement (`updated_at`, the app's clock).
 */
export async function playUsage(db: Db, playerId: string, currency: 'COIN' | 'ENTRY', now: Date) {
  const sums = (period: CalendarPeriod) => ({
    wager: sql<string>`coalesce(sum(${gameRounds.bet}) filter (where ${inPeriod(gameRounds.updatedAt, period, now)}), 0)`,
    loss: sql<string>`coalesce(sum(${gameRounds.bet} - ${gameRounds.win}) filter (where ${inPeriod(gameRounds.updatedAt, period, now)}), 0)`,
  });
  const d = sums('day');
  const w = sums('week');
  const m = sums('month');
  const [row] = await db
    .select({ dw: d.wager, dl: d.loss, ww: w.wager, wl: w.loss, mw: m.wager, ml: m.loss })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.currency, currency),
        ne(gameRounds.status, 'rolled_back'),
        gte(gameRounds.updatedAt, earliestStart(now)),
      ),
    );
  const n = (v: string | undefined) => Number(v ?? 0);
  const loss = (v: string | undefined) => Math.max(0, n(v));
  return {
    wager: { day: n(row?.dw), week: n(row?.ww), month: n(row?.mw) } satisfies PeriodUsage,
    loss: { day: loss(row?.dl), week: loss(row?.wl), month: loss(row?.ml) } satisfies PeriodUsage,
  };
}

/** The usage a limit of `kind` is measured against. */
export async function usageOf(db: Db, playerId: string, kind: Exclude<PlayLimitKind, 'session'>, now: Date) {
  if (kind === 'purchase') return purchaseUsage(db, playerId, now);
  const [measure, currency] = kind.split('-') as ['wager' | 'loss', 'COIN' | 'ENTRY'];
  return (await playUsage(db, playerId, currency, now))[measure];
}
