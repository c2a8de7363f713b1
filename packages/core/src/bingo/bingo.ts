import { and, eq, sql } from 'drizzle-orm';
import {
  BINGO_BALLS_PER_CARD,
  BINGO_REFUSALS,
  type BingoAccrueRewardResponse,
  type BingoCard,
  type BingoGameData,
  type PushMessage,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { bingoProgress } from '../db/schema/index.ts';
import { refused } from '../errors.ts';
import type { ActivityContext, ActivityHandler } from '../engagement/activity.ts';
import { claimFeatureIn, claimedPush, notActiveError, paysBalance } from '../engagement/claim-feature.ts';
import type { RandomSource } from '../engagement/draw-weighted.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { bingoFeature } from './bingo-feature.ts';
import { bingoBalls, bingoRoundAt, linePrize, playBingoCard } from './bingo-rules.ts';

type BingoRecord = FeatureRecord<'bingo'>;

const notEnoughBalls = () => refused(BINGO_REFUSALS.notEnoughBalls);

async function progressOf(db: Db, playerId: string, roundKey: string) {
  const [row] = await db
    .select()
    .from(bingoProgress)
    .where(and(eq(bingoProgress.playerId, playerId), eq(bingoProgress.roundKey, roundKey)));
  return { rounds: row?.rounds ?? 0, cardsPlayed: row?.cardsPlayed ?? 0 };
}

function gameData(
  record: BingoRecord | null,
  now: Date,
  progress: { rounds: number; cardsPlayed: number },
): BingoGameData {
  const config = record?.config ?? bingoFeature.defaults.config;
  const schedule = record?.schedule ?? bingoFeature.defaults.schedule;
  const live = record !== null && isLive(record, now);
  const round = bingoRoundAt(schedule, config.roundDays, now);
  return {
    isActive: live,
    ...bingoBalls(config, progress.rounds, progress.cardsPlayed),
    bingoEndDate: live ? round.endsAt.toISOString() : null,
    ballsPerCard: BINGO_BALLS_PER_CARD,
    roundsPerBall: config.roundsPerBall,
    minBet: config.minBet,
    cardsPlayed: progress.cardsPlayed,
    linePrizes: config.linePrizes,
  };
}

/** GET /rest/bingo/bingo-game-data/: the player's balls in the current round, its end and the next ball's progress. */
export async function getBingoGameData(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<BingoGameData> {
  const record = await loadFeature(db, input.brand, 'bingo');
  const config = record?.config ?? bingoFeature.defaults.config;
  const schedule = record?.schedule ?? bingoFeature.defaults.schedule;
  const round = bingoRoundAt(schedule, config.roundDays, input.now);
  return gameData(record, input.now, await progressOf(db, input.playerId, round.key));
}

/** GET /rest/bingo/check-player-status/: whether bingo runs and a card can be played. */
export async function getBingoStatus(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const data = await getBingoGameData(db, input);
  return {
    isActive: data.isActive,
    isAvailable: data.isActive && data.availablePoint >= BINGO_BALLS_PER_CARD,
    availablePoint: data.availablePoint,
  };
}

/**
 * POST /rest/bingo/bingo-accrue-reward/: plays one card with 10 of the player's balls. The player's round
 * row is locked, so racing requests play one card per 10 balls; the card (numbers and balls, node:crypto)
 * and its prize by lines are paid through the claim rule under `bingo:{round}:{cardNo}`. 409
 * `not_enough_balls` with fewer than 10 balls, `feature_not_active` when bingo does not run; nothing changes.
 */
export async function playBingoCardFor(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; random?: RandomSource },
): Promise<BingoAccrueRewardResponse> {
  const result = await deps.db.transaction(async (tx) => {
    const record = await loadFeature(tx, input.brand, 'bingo');
    if (!record || !isLive(record, input.now)) throw notActiveError();
    const round = bingoRoundAt(record.schedule, record.config.roundDays, input.now);
    const [row] = await tx
      .select()
      .from(bingoProgress)
      .where(and(eq(bingoProgress.playerId, input.playerId), eq(bingoProgress.roundKey, round.key)))
      .for('update');
    const progress = { rounds: row?.rounds ?? 0, cardsPlayed: row?.cardsPlayed ?? 0 };
    if (
      bingoBalls(record.config, progress.rounds, progress.cardsPlayed).availablePoint < BINGO_BALLS_PER_CARD
    )
      throw notEnoughBalls();
    const cardNo = progress.cardsPlayed + 1;
    await tx
      .update(bingoProgress)
      .set({ cardsPlayed: cardNo, updatedAt: input.now })
      .where(and(eq(bingoProgress.playerId, input.playerId), eq(bingoProgress.roundKey, round.key)));
    const outcome = await claimFeatureIn<{ card: BingoCard }, 'bingo'>(tx, {
      brand: input.brand,
      playerId: input.playerId,
      key: 'bingo',
      now: input.now,
      occasion: `bingo:${round.key}:${cardNo}`,
      decide: async ({ feature }) => {
        const card = playBingoCard(input.random);
        return { prizes: [linePrize(feature.config, card.lines)], state: { card } };
      },
    });
    return { outcome, data: gameData(record, input.now, { ...progress, cardsPlayed: cardNo }) };
  });
  const { outcome, data } = result;
  if (!outcome.replayed) {
    if (paysBalance(outcome)) await publishBalance(deps.db, deps.publisher, input.playerId);
    deps.publisher.toPlayer(input.playerId, claimedPush('bingo'));
    deps.publisher.toPlayer(input.playerId, progressPush('progressNextBall', data));
  }
  return { success: true, card: outcome.state.card, prizes: outcome.prizes, data };
}

const progressPush = (
  action: 'progressNextBall' | 'show',
  data: Pick<BingoGameData, 'availablePoint' | 'nextBallProgress'>,
): PushMessage => ({
  type: 'bingo',
  action,
  data: { availablePoint: data.availablePoint, nextBallProgress: data.nextBallProgress },
});

/**
 * Bingo's reaction to a settled round: a round of at least `minBet` (not free) while bingo runs counts
 * towards the next ball (an increment, so parallel handlers add up). The player gets
 * `bingo progressNextBall`, and `bingo show` when the round earned a ball (the progress popup).
 */
export const bingoActivityHandler: ActivityHandler = {
  name: 'bingo',
  async round({ tx, activity, push }: ActivityContext<'round'>) {
    if (activity.data.freeRound) return;
    const record = await loadFeature(tx, activity.brand, 'bingo');
    if (!record || !isLive(record, activity.occurredAt)) return;
    if (activity.data.bet < record.config.minBet) return;
    const round = bingoRoundAt(record.schedule, record.config.roundDays, activity.occurredAt);
    const [row] = await tx
      .insert(bingoProgress)
      .values({ playerId: activity.playerId, roundKey: round.key, rounds: 1, updatedAt: activity.occurredAt })
      .onConflictDoUpdate({
        target: [bingoProgress.playerId, bingoProgress.roundKey],
        set: { rounds: sql`${bingoProgress.rounds} + 1`, updatedAt: activity.occurredAt },
      })
      .returning({ rounds: bingoProgress.rounds, cardsPlayed: bingoProgress.cardsPlayed });
    const balls = bingoBalls(record.config, row!.rounds, row!.cardsPlayed);
    push.toPlayer(activity.playerId, progressPush('progressNextBall', balls));
    if (balls.nextBallProgress === 0 && balls.availablePoint > 0)
      push.toPlayer(activity.playerId, progressPush('show', balls));
  },
};
