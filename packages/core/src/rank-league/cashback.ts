import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  CASHBACK_REFUSALS,
  type CashbackInfo,
  type CashbackPayResponse,
  type Prize,
  type PushMessage,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { cashbacks, rankLeagueLosses, rankLeagueProgress } from '../db/schema/index.ts';
import { claimFeature, claimFeatureIn, claimedPush } from '../engagement/claim-feature.ts';
import { loadAllFeatures } from '../engagement/load-features.ts';
import { refused, unauthorized } from '../errors.ts';
import { findPlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';
import { rankLeaguePoints, rankLeagueSettings } from './get-rank-league.ts';
import { cashbackFor, cashbackPeriodAt, rankAt, toReward } from './rank-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The claim occasion of a period's cashback. */
export const cashbackOccasion = (periodKey: string) => `cashback:${periodKey}`;

const notAvailable = () => refused(CASHBACK_REFUSALS.notAvailable);

/** The player's newest cashback that can still be collected (available, not expired), or null. */
async function openCashback(db: Db, playerId: string, now: Date) {
  const [row] = await db
    .select()
    .from(cashbacks)
    .where(
      and(eq(cashbacks.playerId, playerId), eq(cashbacks.status, 'available'), gt(cashbacks.expiresAt, now)),
    )
    .orderBy(desc(cashbacks.periodKey))
    .limit(1);
  return row ?? null;
}

/**
 * GET /rest/cashback/info/ (spec §3 Cashback): an uncollected cashback first (`available`, with its amount and
 * end), else what the running period has earned so far at the player's rank (`accumulating`, calculated at the
 * period's end), or `unavailable` when the league is off or the rank pays no cashback.
 */
export async function getCashback(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<CashbackInfo> {
  if (!(await findPlayer(db, input.playerId))) throw unauthorized();
  const { live, config } = await rankLeagueSettings(db, input.brand, input.now);
  const points = await rankLeaguePoints(db, input.playerId);
  const rank = config.ranks[rankAt(config.ranks, points) - 1]!;
  const period = cashbackPeriodAt(config.cashback, input.now);
  const [pending] = await db
    .select({ periodKey: rankLeagueLosses.periodKey })
    .from(rankLeagueLosses)
    .where(
      and(
        eq(rankLeagueLosses.playerId, input.playerId),
        lte(rankLeagueLosses.periodEndsAt, input.now),
        isNull(rankLeagueLosses.calculatedAt),
      ),
    )
    .limit(1);
  const statusCalculation = pending ? 'pending' : 'completed';
  const maxReward = rank.maxCashback;
  const open = await openCashback(db, input.playerId, input.now);
  if (open)
    return {
      status: 'available',
      availableAfterDateTime: null,
      availableAfterDay: null,
      currentReward: toReward(open),
      maxReward,
      statusCalculation,
      cashbackPercent: rank.cashbackPercent,
      periodKey: open.periodKey,
      expiresAt: open.expiresAt.toISOString(),
    };
  const [play] = await db
    .select()
    .from(rankLeagueLosses)
    .where(and(eq(rankLeagueLosses.playerId, input.playerId), eq(rankLeagueLosses.periodKey, period.key)));
  const earning = live && rank.cashbackPercent > 0;
  return {
    status: earning ? 'accumulating' : 'unavailable',
    availableAfterDateTime: earning ? period.endsAt.toISOString() : null,
    availableAfterDay: earning ? Math.floor((period.endsAt.getTime() - input.now.getTime()) / DAY_MS) : null,
    currentReward: toReward(play && earning ? cashbackFor(rank, play) : { coins: 0, entryCents: 0 }),
    maxReward,
    statusCalculation,
    cashbackPercent: rank.cashbackPercent,
    periodKey: earning ? period.key : null,
    expiresAt: null,
  };
}

/**
 * POST /rest/cashback/pay/: collects the newest available cashback (or the period named) through the claim
 * rule, occasion `cashback:{periodKey}` (`requireLive: false`: a period's cashback stays collectable while its
 * window lasts). The row is locked and checked inside the claim: an expired or collected one refuses (409,
 * nothing paid) — racing requests pay once and all answer that payment.
 */
export async function payCashback(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; periodKey?: string },
): Promise<CashbackPayResponse> {
  const { db } = deps;
  if (!(await findPlayer(db, input.playerId))) throw unauthorized();
  const [target] = await db
    .select()
    .from(cashbacks)
    .where(
      and(
        eq(cashbacks.playerId, input.playerId),
        input.periodKey ? eq(cashbacks.periodKey, input.periodKey) : undefined,
        gt(cashbacks.expiresAt, input.now),
        sql`${cashbacks.status} <> 'expired'`,
      ),
    )
    .orderBy(sql`${cashbacks.status} = 'available' desc`, desc(cashbacks.periodKey))
    .limit(1);
  if (!target) throw notAvailable();
  const outcome = await claimFeature<{ periodKey: string }, 'rankLeague'>(deps, {
    brand: input.brand,
    playerId: input.playerId,
    key: 'rankLeague',
    now: input.now,
    occasion: cashbackOccasion(target.periodKey),
    requireLive: false,
    decide: async ({ tx }) => {
      const [row] = await tx
        .select()
        .from(cashbacks)
        .where(and(eq(cashbacks.playerId, input.playerId), eq(cashbacks.periodKey, target.periodKey)))
        .for('update');
      if (!row || row.status !== 'available' || row.expiresAt <= input.now) throw notAvailable();
      await tx
        .update(cashbacks)
        .set({ status: 'paid', paidAt: input.now })
        .where(and(eq(cashbacks.playerId, input.playerId), eq(cashbacks.periodKey, target.periodKey)));
      const prize: Prize = { ...toReward(row), freeSpins: null };
      return { prizes: [prize], state: { periodKey: row.periodKey } };
    },
  });
  return {
    success: true,
    data: {
      prize: outcome.prizes[0] ?? { coins: 0, entries: 0, freeSpins: null },
      periodKey: target.periodKey,
    },
  };
}

/**
 * A cashback calculated after its window closed: the player had no time to collect it, so it is paid now
 * through the claim rule with the collect's occasion (one payment per player and period, whoever pays it).
 */
async function payLateCashback(
  tx: Db,
  input: {
    brand: string;
    play: { playerId: string; periodKey: string };
    amount: { coins: number; entryCents: number };
    now: Date;
  },
): Promise<PushMessage> {
  const { play, amount } = input;
  await claimFeatureIn(tx, {
    brand: input.brand,
    playerId: play.playerId,
    key: 'rankLeague',
    now: input.now,
    occasion: cashbackOccasion(play.periodKey),
    requireLive: false,
    decide: async () => ({
      prizes: [{ ...toReward(amount), freeSpins: null }],
      state: { periodKey: play.periodKey },
    }),
  });
  return {
    type: 'cashback',
    action: 'rankLeagueCashbackPaid',
    data: { periodKey: play.periodKey, ...toReward(amount) },
  };
}

export interface CashbackRun {
  calculated: number;
  expired: number;
}

/**
 * The cashback job (every few minutes and after a move of the clock; idempotent): every ended period's play
 * not yet calculated is marked calculated once (`calculated_at`, an UPDATE … RETURNING that one process wins)
 * and, when the player's rank (at calculation) pays some, gets its `cashbacks` row, open until the period's
 * end + `windowHours`; the player gets `rankLeagueCashbackCalculated` and `rankLeagueCashbackCalculationStatus`.
 * A cashback calculated after its window closed (the job was down, the league off) is still owed and the player
 * had no time to collect it: it is paid at once through the claim rule, with the collect's own occasion (so once
 * at most), in the calculation's transaction, and the player gets `rankLeagueCashbackPaid`. Open cashbacks past
 * their end become `expired` (`rankLeagueCashbackExpired`). Brands whose league is off (or without a row) keep
 * their play uncalculated until it runs again.
 */
export async function runCashbackJob(
  deps: { db: Db; publisher: Publisher },
  now: Date,
): Promise<CashbackRun> {
  const leagues = (await loadAllFeatures(deps.db)).filter((f) => f.key === 'rankLeague' && f.enabled);
  const pushes: Array<{ playerId: string; message: PushMessage }> = [];
  const paidLate: string[] = [];
  let calculated = 0;
  for (const league of leagues) {
    if (league.key !== 'rankLeague') continue;
    const { config } = league;
    await deps.db.transaction(async (tx) => {
      const due = await tx
        .update(rankLeagueLosses)
        .set({ calculatedAt: now })
        .where(
          and(
            eq(rankLeagueLosses.brand, league.brand),
            lte(rankLeagueLosses.periodEndsAt, now),
            isNull(rankLeagueLosses.calculatedAt),
          ),
        )
        .returning();
      if (due.length === 0) return;
      const points = new Map(
        (
          await tx
            .select()
            .from(rankLeagueProgress)
            .where(
              sql`${rankLeagueProgress.playerId} in (${sql.join(
                due.map((d) => sql`${d.playerId}`),
                sql`, `,
              )})`,
            )
        ).map((p) => [p.playerId, p.points]),
      );
      for (const play of due) {
        calculated++;
        const rank = config.ranks[rankAt(config.ranks, points.get(play.playerId) ?? 0) - 1]!;
        const amount = cashbackFor(rank, play);
        const windowEnd = new Date(play.periodEndsAt.getTime() + config.cashback.windowHours * HOUR_MS);
        // Owed and late: paid at once, except to a player on a break, who gets no prize now (the claim rule
        // refuses it, and a refusal here would roll back the brand's run): offered with a fresh window instead.
        const late = windowEnd <= now && !(await isExcluded(tx, play.playerId, now));
        const expiresAt =
          windowEnd <= now && !late
            ? new Date(now.getTime() + config.cashback.windowHours * HOUR_MS)
            : windowEnd;
        if (amount.coins > 0 || amount.entryCents > 0) {
          const inserted = await tx
            .insert(cashbacks)
            .values({
              playerId: play.playerId,
              periodKey: play.periodKey,
              brand: play.brand,
              coins: amount.coins,
              entryCents: amount.entryCents,
              status: late ? 'paid' : 'available',
              expiresAt,
              calculatedAt: now,
              paidAt: late ? now : null,
            })
            .onConflictDoNothing()
            .returning({ playerId: cashbacks.playerId });
          if (inserted.length > 0) {
            if (late) paidLate.push(play.playerId);
            pushes.push({
              playerId: play.playerId,
              message: late
                ? await payLateCashback(tx, { brand: league.brand, play, amount, now })
                : {
                    type: 'cashback',
                    action: 'rankLeagueCashbackCalculated',
                    data: {
                      periodKey: play.periodKey,
                      ...toReward(amount),
                      expiresAt: expiresAt.toISOString(),
                    },
                  },
            });
          }
        }
        pushes.push({
          playerId: play.playerId,
          message: {
            type: 'cashback',
            action: 'rankLeagueCashbackCalculationStatus',
            data: { periodKey: play.periodKey, statusCalculation: 'completed' },
          },
        });
      }
    });
  }
  const expired = await deps.db
    .update(cashbacks)
    .set({ status: 'expired' })
    .where(and(eq(cashbacks.status, 'available'), lte(cashbacks.expiresAt, now)))
    .returning({ playerId: cashbacks.playerId, periodKey: cashbacks.periodKey });
  for (const row of expired)
    pushes.push({
      playerId: row.playerId,
      message: { type: 'cashback', action: 'rankLeagueCashbackExpired', data: { periodKey: row.periodKey } },
    });
  for (const playerId of new Set(paidLate)) {
    await publishBalance(deps.db, deps.publisher, playerId);
    deps.publisher.toPlayer(playerId, claimedPush('rankLeague'));
  }
  for (const { playerId, message } of pushes) deps.publisher.toPlayer(playerId, message);
  return { calculated, expired: expired.length };
}
