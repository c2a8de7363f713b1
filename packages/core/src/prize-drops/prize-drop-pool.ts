import { randomInt } from 'node:crypto';
import type { FeatureSchedule, PrizeDropsConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { prizeDropPools, prizeDropPrizes } from '../db/schema/index.ts';
import type { RandomSource } from '../engagement/draw-weighted.ts';
import type { FeaturePeriod } from '../engagement/periods.ts';

const cryptoSource: RandomSource = (maxExclusive) => randomInt(maxExclusive);

/**
 * The part of the day a pool's prizes are released in: from the day's start (or the moment the pool is drawn,
 * when that is later: a pool drawn at noon spreads over the afternoon rather than owing the morning's prizes
 * at once) to its end, cut to the feature's start and finish.
 */
export function releaseWindow(
  schedule: FeatureSchedule,
  period: FeaturePeriod,
  drawnAt: Date,
): { from: number; to: number } {
  const from = Math.max(
    period.startsAt.getTime(),
    drawnAt.getTime(),
    schedule.startsAt ? Date.parse(schedule.startsAt) : -Infinity,
  );
  const to = Math.min(
    period.endsAt.getTime(),
    schedule.finishesAt ? Date.parse(schedule.finishesAt) : Infinity,
  );
  return { from, to: Math.max(from + 1, to) };
}

/**
 * The day's pool of a brand, drawn once: the first transaction to need it takes the pool row and inserts
 * every prize of the config with a release time uniform over the rest of the day's window (node:crypto, to the
 * millisecond); concurrent callers wait on the row's key and then find the same prizes. Prizes of the
 * levels sum to at most `dailyPrizePool` (the config's rule), so the day's pool is never exceeded.
 */
export async function ensurePrizeDropPool(
  tx: Db,
  input: {
    brand: string;
    schedule: FeatureSchedule;
    config: PrizeDropsConfig;
    period: FeaturePeriod;
    /** When the pool is drawn (the first qualifying bet's time). */
    now: Date;
    random?: RandomSource;
  },
): Promise<void> {
  const [taken] = await tx
    .insert(prizeDropPools)
    .values({ brand: input.brand, poolKey: input.period.key })
    .onConflictDoNothing()
    .returning({ brand: prizeDropPools.brand });
  if (!taken) return;
  const random = input.random ?? cryptoSource;
  const { from, to } = releaseWindow(input.schedule, input.period, input.now);
  const span = to - from;
  const rows = input.config.levels.flatMap(({ level, count, coins }) =>
    Array.from({ length: count }, () => ({
      brand: input.brand,
      poolKey: input.period.key,
      level,
      coins,
      releaseAt: new Date(from + random(span)),
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await tx.insert(prizeDropPrizes).values(rows.slice(i, i + 500));
}
