import { and, count, countDistinct, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { DASHBOARD_SERIES_DAYS, type BackofficeDashboard, type DashboardDay } from '@casino/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/cashier.ts';
import { identityDocuments } from '../db/schema/documents.ts';
import { players, sessions } from '../db/schema/identity.ts';
import { redeemRequests } from '../db/schema/redeem.ts';
import { gameRounds } from '../db/schema/wallet.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Payments carry no currency of their own: the cashier sells in US dollars (docs/payments.md). */
export const PAYMENT_CURRENCY = 'USD';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A timestamp column's UTC day as `YYYY-MM-DD`, the same on PGlite and PostgreSQL. */
const utcDay = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * The operators' dashboard (issue #16): today's figures (UTC day of `now`) and the last 14 days, oldest
 * first. Sign-ups by account creation; purchases by completion (status `completed`); gross gaming revenue
 * = bets − wins of settled rounds, by the round's currency in ledger units; active players = played a
 * round, signed in or opened a session today. Waiting queues are counted as they stand.
 */
export async function getDashboard(db: Db, input: { now: Date }): Promise<BackofficeDashboard> {
  const todayStart = new Date(
    Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()),
  );
  const tomorrow = new Date(todayStart.getTime() + DAY_MS);
  const from = new Date(todayStart.getTime() - (DASHBOARD_SERIES_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) =>
    dayOf(new Date(from.getTime() + i * DAY_MS)),
  );

  /** The series' window: `from` to the end of today. */
  const inWindow = (column: AnyPgColumn) => and(gte(column, from), lt(column, tomorrow));
  const signUpDay = utcDay(players.createdAt);
  const purchaseDay = utcDay(payments.completedAt);
  const roundDay = utcDay(gameRounds.createdAt);

  const [signUps, purchases, rounds, redeems, documents, active] = await Promise.all([
    db
      .select({ day: signUpDay, n: count() })
      .from(players)
      .where(inWindow(players.createdAt))
      .groupBy(signUpDay),
    db
      .select({ day: purchaseDay, n: count(), cents: sum(payments.priceCents) })
      .from(payments)
      .where(and(eq(payments.status, 'completed'), inWindow(payments.completedAt)))
      .groupBy(purchaseDay),
    db
      .select({
        day: roundDay,
        currency: gameRounds.currency,
        bets: sum(gameRounds.bet),
        wins: sum(gameRounds.win),
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.status, 'settled'), inWindow(gameRounds.createdAt)))
      .groupBy(roundDay, gameRounds.currency),
    db
      .select({ n: count(), amount: sum(redeemRequests.amount) })
      .from(redeemRequests)
      .where(eq(redeemRequests.status, 'pending')),
    db.select({ n: count() }).from(identityDocuments).where(eq(identityDocuments.status, 'pending')),
    activePlayers(db, todayStart, tomorrow),
  ]);

  const series = new Map<string, DashboardDay>(
    days.map((day) => [day, { day, signUps: 0, purchases: 0, purchaseSums: {}, ggr: {} }]),
  );
  for (const row of signUps) {
    const entry = series.get(row.day);
    if (entry) entry.signUps = Number(row.n);
  }
  for (const row of purchases) {
    const entry = series.get(row.day);
    if (!entry) continue;
    entry.purchases = Number(row.n);
    entry.purchaseSums[PAYMENT_CURRENCY] = Number(row.cents ?? 0);
  }
  for (const row of rounds) {
    const entry = series.get(row.day);
    if (entry) entry.ggr[row.currency] = Number(row.bets ?? 0) - Number(row.wins ?? 0);
  }
  const list = days.map((day) => series.get(day)!);
  const today = list[list.length - 1]!;
  return {
    day: today.day,
    generatedAt: input.now.toISOString(),
    signUps: today.signUps,
    purchases: { count: today.purchases, sums: today.purchaseSums },
    redeemsWaiting: { count: Number(redeems[0]?.n ?? 0), amount: Number(redeems[0]?.amount ?? 0) },
    documentsWaiting: Number(documents[0]?.n ?? 0),
    activePlayers: active,
    ggr: today.ggr,
    series: list,
  };
}

/** Distinct players who played a round, signed in (last sign-in) or opened a session in [from, to). */
async function activePlayers(db: Db, from: Date, to: Date): Promise<number> {
  const played = db
    .selectDistinct({ id: gameRounds.playerId })
    .from(gameRounds)
    .where(and(gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, to)));
  const signedIn = db
    .select({ id: players.id })
    .from(players)
    .where(and(gte(players.lastLoginAt, from), lt(players.lastLoginAt, to)));
  const opened = db
    .selectDistinct({ id: sessions.playerId })
    .from(sessions)
    .where(and(gte(sessions.createdAt, from), lt(sessions.createdAt, to)));
  const all = played.union(signedIn).union(opened).as('active');
  const [row] = await db.select({ n: countDistinct(all.id) }).from(all);
  return Number(row?.n ?? 0);
}
