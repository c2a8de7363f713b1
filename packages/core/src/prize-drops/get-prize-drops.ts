import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { PRIZE_LEVELS, type PrizeDropsInfo, type PrizeLevel } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players, prizeDropPrizes, winnersFeedSettings } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { periodAt } from '../engagement/periods.ts';
import { prizeDropsFeature } from './prize-drops-feature.ts';
import { remainingByLevel } from './win-prize-drop.ts';
import { listedName, namedPlayerColumns } from '../winners/masked-name.ts';

/** How many of the latest winners the board shows. */
export const PRIZE_DROPS_LAST_WINNERS = 10;

/**
 * GET /rest/prize-drops/info/: the day's pool as the spec's `general`, the prizes by level with how many are
 * left today, the latest winners of the brand, and the player's wins today. A brand whose prize drops are
 * off answers `isActive: false` with its (or the default) settings.
 */
export async function getPrizeDrops(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<PrizeDropsInfo> {
  const record = await loadFeature(db, input.brand, 'prizeDrops');
  const config = record?.config ?? prizeDropsFeature.defaults.config;
  const schedule = record?.schedule ?? prizeDropsFeature.defaults.schedule;
  const live = record !== null && isLive(record, input.now);
  const period = periodAt(schedule, input.now);
  const finishedAt = schedule.finishesAt ? new Date(schedule.finishesAt).toISOString() : null;
  const nextStartsAt =
    live && (!finishedAt || period.endsAt.getTime() < Date.parse(finishedAt))
      ? period.endsAt.toISOString()
      : null;

  const [remaining, winners, [mine]] = await Promise.all([
    remainingByLevel(db, input.brand, period.key),
    db
      .select({
        prizeId: prizeDropPrizes.id,
        level: prizeDropPrizes.level,
        coins: prizeDropPrizes.coins,
        wonAt: prizeDropPrizes.wonAt,
        ...namedPlayerColumns,
        display: winnersFeedSettings.display,
      })
      .from(prizeDropPrizes)
      .innerJoin(players, eq(players.id, prizeDropPrizes.winnerId))
      .leftJoin(winnersFeedSettings, eq(winnersFeedSettings.playerId, prizeDropPrizes.winnerId))
      .where(and(eq(prizeDropPrizes.brand, input.brand), isNotNull(prizeDropPrizes.wonAt)))
      .orderBy(desc(prizeDropPrizes.wonAt), desc(prizeDropPrizes.id))
      .limit(PRIZE_DROPS_LAST_WINNERS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(prizeDropPrizes)
      .where(
        and(
          eq(prizeDropPrizes.brand, input.brand),
          eq(prizeDropPrizes.winnerId, input.playerId),
          gte(prizeDropPrizes.wonAt, period.startsAt),
        ),
      ),
  ]);
  // Before the day's first qualifying bet the pool is not drawn yet: every prize is still to be won.
  const drawn = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prizeDropPrizes)
    .where(and(eq(prizeDropPrizes.brand, input.brand), eq(prizeDropPrizes.poolKey, period.key)));
  const poolDrawn = Number(drawn[0]?.n ?? 0) > 0;

  return {
    isActive: live,
    general: {
      dailyPrizePool: config.dailyPrizePool,
      highestPrizePerDay: config.highestPrizePerDay,
      prizeCountPerDay: config.prizeCountPerDay,
      minimalLevelPlay: config.minimalLevelPlay,
      finishedAt,
      nextPrizePoolStartedAt: nextStartsAt,
    },
    prizes: [...config.levels]
      .sort((a, b) => b.level - a.level)
      .map(({ level, count, coins }) => ({
        level,
        name: PRIZE_LEVELS[level],
        coins,
        entries: 0,
        count,
        remaining: poolDrawn ? (remaining.find((r) => r.level === level)?.remaining ?? 0) : count,
      })),
    lastWinners: winners.map((w) => ({
      prizeId: w.prizeId,
      level: w.level as PrizeLevel,
      coins: w.coins,
      entries: 0,
      name: listedName(w),
      wonAt: w.wonAt!.toISOString(),
    })),
    myWinsToday: Number(mine?.count ?? 0),
  };
}
