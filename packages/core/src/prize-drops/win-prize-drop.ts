import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { PrizeAssignedData, PrizeLevel, PushMessage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players, prizeDropPrizes, winnersFeedSettings } from '../db/schema/index.ts';
import type { ActivityContext, ActivityHandler } from '../engagement/activity.ts';
import { claimFeatureIn, paysBalance } from '../engagement/claim-feature.ts';
import type { RandomSource } from '../engagement/draw-weighted.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { periodAt } from '../engagement/periods.ts';
import { ensurePrizeDropPool } from './prize-drop-pool.ts';
import { listedName, namedPlayerColumns } from '../winners/masked-name.ts';
import { recordWin } from '../winners/record-win.ts';

/** The occasion of a prize's claim: one payment per prize, whoever asks again. */
export const prizeDropOccasion = (prizeId: string) => `prize-drop:${prizeId}`;

/** Remaining prizes of a brand's day, by level. */
export async function remainingByLevel(db: Db, brand: string, poolKey: string) {
  const rows = await db
    .select({ level: prizeDropPrizes.level, remaining: sql<number>`count(*)::int` })
    .from(prizeDropPrizes)
    .where(
      and(
        eq(prizeDropPrizes.brand, brand),
        eq(prizeDropPrizes.poolKey, poolKey),
        isNull(prizeDropPrizes.winnerId),
      ),
    )
    .groupBy(prizeDropPrizes.level);
  return rows.map((r) => ({ level: r.level as PrizeLevel, remaining: Number(r.remaining) }));
}

/**
 * A qualifying bet (not a free round; at least `minimalLevelPlay` in the round's minor unit) at time `at`
 * wins the earliest prize of the day released at or before `at` that nobody won. The prize row is taken
 * `FOR UPDATE SKIP LOCKED`, so two bets racing never win the same prize (the second takes the next one, or
 * none); it is paid through the claim rule under `prize-drop:{prizeId}`. Answers the pushes to send, or
 * null when the bet won nothing.
 */
export async function winPrizeDrop(
  tx: Db,
  input: {
    brand: string;
    playerId: string;
    bet: number;
    freeRound: boolean;
    at: Date;
    random?: RandomSource;
  },
): Promise<{ data: PrizeAssignedData; paid: boolean } | null> {
  if (input.freeRound) return null;
  const feature = await loadFeature(tx, input.brand, 'prizeDrops');
  if (!feature || !isLive(feature, input.at)) return null;
  if (input.bet < feature.config.minimalLevelPlay) return null;
  const period = periodAt(feature.schedule, input.at);
  await ensurePrizeDropPool(tx, {
    brand: input.brand,
    schedule: feature.schedule,
    config: feature.config,
    period,
    now: input.at,
    random: input.random,
  });
  const [prize] = await tx
    .select()
    .from(prizeDropPrizes)
    .where(
      and(
        eq(prizeDropPrizes.brand, input.brand),
        eq(prizeDropPrizes.poolKey, period.key),
        isNull(prizeDropPrizes.winnerId),
        lte(prizeDropPrizes.releaseAt, input.at),
      ),
    )
    .orderBy(asc(prizeDropPrizes.releaseAt), asc(prizeDropPrizes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!prize) return null;
  await tx
    .update(prizeDropPrizes)
    .set({ winnerId: input.playerId, wonAt: input.at })
    .where(eq(prizeDropPrizes.id, prize.id));
  const outcome = await claimFeatureIn(tx, {
    brand: input.brand,
    playerId: input.playerId,
    key: 'prizeDrops',
    now: input.at,
    occasion: prizeDropOccasion(prize.id),
    decide: async () => ({
      prizes: [{ coins: prize.coins, entries: 0, freeSpins: null }],
      state: { prizeId: prize.id, level: prize.level },
    }),
  });
  const [winner] = await tx
    .select({ ...namedPlayerColumns, display: winnersFeedSettings.display })
    .from(players)
    .leftJoin(winnersFeedSettings, eq(winnersFeedSettings.playerId, players.id))
    .where(eq(players.id, input.playerId));
  return {
    paid: !outcome.replayed && paysBalance(outcome),
    data: {
      prizeId: prize.id,
      level: prize.level as PrizeLevel,
      coins: prize.coins,
      entries: 0,
      name: winner ? listedName(winner) : '***',
      wonAt: input.at.toISOString(),
      isWinner: false,
      brand: input.brand,
      remaining: await remainingByLevel(tx, input.brand, period.key),
    },
  };
}

/** The push of a won prize: to the winner (isWinner) or to the room. */
export const prizeAssignedPush = (data: PrizeAssignedData, isWinner: boolean): PushMessage => ({
  type: 'prizeDrops',
  action: 'prizeAssigned',
  data: { ...data, isWinner },
});

/** Prize drops' reaction to a settled round: a qualifying bet may win a released prize. */
export const prizeDropsActivityHandler: ActivityHandler = {
  name: 'prizeDrops',
  async round({ tx, activity, push }: ActivityContext<'round'>) {
    const won = await winPrizeDrop(tx, {
      brand: activity.brand,
      playerId: activity.playerId,
      bet: activity.data.bet,
      freeRound: activity.data.freeRound,
      at: activity.occurredAt,
    });
    if (!won) return;
    if (won.paid) push.balanceOf(activity.playerId);
    // The winners feed shows the prize beside the game whose bet won it.
    await recordWin(tx, push, {
      kind: 'prizeDrop',
      ref: won.data.prizeId,
      brand: activity.brand,
      playerId: activity.playerId,
      gameSlug: activity.data.gameId,
      currency: 'COIN',
      amount: won.data.coins,
      at: activity.occurredAt,
    });
    // The winner first: the client then knows the room's message of the same prize is its own.
    push.toPlayer(activity.playerId, prizeAssignedPush(won.data, true));
    push.toRoom('prize-drops', prizeAssignedPush(won.data, false));
  },
};
