import { and, asc, eq, isNotNull, lte, not } from 'drizzle-orm';
import type { EmailLotteryConfig, PushMessage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { emailLotteryDraws, players, type EmailLotteryDrawWinner } from '../db/schema/index.ts';
import { claimedPush, claimFeatureIn } from '../engagement/claim-feature.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import { loadAllFeatures, isLive } from '../engagement/load-features.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { isExcludedSql } from '../self-exclusion/break-rules.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { drawAtOrBefore, type EmailLotteryDrawTime } from './draw-schedule.ts';

const KEY = 'emailLottery' as const;

/** The claim occasion of a draw's prize: one prize per player and draw. */
export const emailLotteryOccasion = (drawKey: string) => `email-lottery:${drawKey}`;

export interface EmailLotteryDrawResult {
  brand: string;
  drawKey: string;
  entrants: number;
  winners: EmailLotteryDrawWinner[];
}

/**
 * Picks `count` different entrants, each pick uniform over those not yet picked (node:crypto through
 * `drawWeighted` with equal weights): every entrant's chance to win some place is min(count, n)/n.
 */
export function pickWinners<T>(entrants: readonly T[], count: number, random?: RandomSource): T[] {
  const pool = [...entrants];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const { index } = drawWeighted(
      pool.map(() => ({ weight: 1 })),
      random,
    );
    picked.push(pool.splice(index, 1)[0]!);
  }
  return picked;
}

/**
 * Makes one brand's draw, once: the draw row is inserted first (`ON CONFLICT DO NOTHING` on brand and
 * draw key: a racing run waits for the first to commit and then does nothing), the entrants are the
 * brand's players whose email was confirmed by the draw's time, the winners are drawn and each paid its
 * place's prize through the claim rule (occasion `email-lottery:{drawKey}`, `requireLive: false`), all in
 * one transaction. Answers null when the draw had been made.
 */
export async function makeEmailLotteryDraw(
  deps: { db: Db; publisher: Publisher },
  input: {
    brand: string;
    draw: EmailLotteryDrawTime;
    config: EmailLotteryConfig;
    now: Date;
    random?: RandomSource;
  },
): Promise<EmailLotteryDrawResult | null> {
  const { brand, draw, config } = input;
  const result = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(emailLotteryDraws)
      .values({ brand, drawKey: draw.key, drawAt: draw.at, drawnAt: input.now })
      .onConflictDoNothing()
      .returning({ drawKey: emailLotteryDraws.drawKey });
    if (!taken) return null;
    const entrants = await tx
      .select({ id: players.id })
      .from(players)
      .where(
        and(
          eq(players.brand, brand),
          isNotNull(players.email),
          isNotNull(players.emailConfirmedAt),
          lte(players.emailConfirmedAt, draw.at),
          // A player on a break is entered in no draw.
          not(isExcludedSql(players.id, input.now)),
        ),
      )
      .orderBy(asc(players.id));
    const picked = pickWinners(entrants, config.prizes.length, input.random);
    const winners: EmailLotteryDrawWinner[] = [];
    for (const [index, winner] of picked.entries()) {
      const prize = config.prizes[index]!;
      const outcome = await claimFeatureIn(tx, {
        brand,
        playerId: winner.id,
        key: KEY,
        now: input.now,
        occasion: emailLotteryOccasion(draw.key),
        requireLive: false,
        decide: async () => ({ prizes: [prize], state: { drawKey: draw.key, place: index + 1 } }),
      });
      const paid = outcome.prizes[0]!;
      winners.push({ place: index + 1, playerId: winner.id, coins: paid.coins, entries: paid.entries });
    }
    await tx
      .update(emailLotteryDraws)
      .set({ entrants: entrants.length, winners })
      .where(and(eq(emailLotteryDraws.brand, brand), eq(emailLotteryDraws.drawKey, draw.key)));
    return { brand, drawKey: draw.key, entrants: entrants.length, winners };
  });
  if (!result) return null;
  for (const winner of result.winners) {
    if (winner.coins > 0 || winner.entries > 0)
      await publishBalance(deps.db, deps.publisher, winner.playerId);
    deps.publisher.toPlayer(winner.playerId, claimedPush(KEY));
    const won: PushMessage = {
      type: 'emailLottery',
      action: 'won',
      data: { drawKey: result.drawKey, place: winner.place, coins: winner.coins, entries: winner.entries },
    };
    deps.publisher.toPlayer(winner.playerId, won);
  }
  deps.publisher.toBrand(brand, { type: 'emailLottery', action: 'drawn', data: { drawKey: result.drawKey } });
  return result;
}

/**
 * The draw job (every minute and after a clock move): for every brand whose email lottery is enabled, the
 * latest draw at or before `now` is made if it has not been and the lottery ran at the draw's time. A
 * draw missed while the job was down is made late, with the entrants of its own time; older ones are not.
 */
export async function runEmailLotteryDraws(
  deps: { db: Db; publisher: Publisher },
  now: Date,
): Promise<EmailLotteryDrawResult[]> {
  const lotteries = (await loadAllFeatures(deps.db)).filter(
    (f): f is Extract<typeof f, { key: typeof KEY }> => f.key === KEY && f.enabled,
  );
  const made: EmailLotteryDrawResult[] = [];
  for (const lottery of lotteries) {
    const draw = drawAtOrBefore(lottery.config, now);
    if (!isLive(lottery, draw.at)) continue;
    const result = await makeEmailLotteryDraw(deps, {
      brand: lottery.brand,
      draw,
      config: lottery.config,
      now,
    });
    if (result) made.push(result);
  }
  return made;
}
