import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type {
  DepositStreakConfig,
  DepositStreakGroupInfo,
  DepositStreakInfo,
  DepositStreakPromotionData,
  WheelSector,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { depositStreaks, featureClaims } from '../db/schema/index.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import { periodAt } from '../engagement/periods.ts';
import { DEPOSIT_STREAK_DEFAULT_CONFIG } from './deposit-streak-feature.ts';
import { percentOf, streakStateAt, type StreakRun } from './streak-rules.ts';

type StreakFeature = FeatureRecord<'depositStreak'>;

/** The wheel's claim occasion: one spin per streak run. */
export const streakOccasion = (streakId: string) => `deposit-streak:${streakId}`;

/** The player's streak row (`forUpdate` inside a transaction that changes it). */
export async function loadStreakRun(
  db: Db,
  playerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StreakRun | null> {
  const query = db.select().from(depositStreaks).where(eq(depositStreaks.playerId, playerId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row
    ? {
        streakId: row.streakId,
        count: row.count,
        startedAt: row.startedAt,
        lastDepositAt: row.lastDepositAt,
        spunAt: row.spunAt,
      }
    : null;
}

/** Streak wheels the player spun in the feature's period at `now` (other than the claim `except`). */
export async function wheelsSpunInPeriod(
  db: Db,
  input: { playerId: string; feature: StreakFeature; now: Date; exceptOccasion?: string },
): Promise<number> {
  const period = periodAt(input.feature.schedule, input.now);
  const rows = await db
    .select({ period: featureClaims.period })
    .from(featureClaims)
    .where(
      and(
        eq(featureClaims.playerId, input.playerId),
        eq(featureClaims.featureKey, 'depositStreak'),
        gte(featureClaims.claimedAt, period.startsAt),
        lt(featureClaims.claimedAt, period.endsAt),
        input.exceptOccasion ? ne(featureClaims.period, input.exceptOccasion) : undefined,
      ),
    );
  return rows.length;
}

/** The info as the spec's fields, from the feature's row (or null), the run and the day's spins. */
export function streakInfoOf(input: {
  feature: StreakFeature | null;
  run: StreakRun | null;
  spunToday: number;
  now: Date;
}): DepositStreakInfo {
  const { feature, now } = input;
  const config: DepositStreakConfig = feature?.config ?? DEPOSIT_STREAK_DEFAULT_CONFIG;
  const live = feature !== null && isLive(feature, now);
  const state = live ? streakStateAt(input.run, config, now) : { kind: 'none' as const };
  const max = config.maxNumberOfDeposit;
  const count = state.kind === 'none' ? 0 : Math.min(state.run.count, max);
  const limitExceeded = live && input.spunToday >= config.dailyWinLimit;
  const resetAt = state.kind === 'counting' ? state.resetAt : null;
  return {
    success: true,
    isActive: live,
    currentCountDeposit: count,
    maxNumberOfDeposit: max,
    finishedAt: feature?.schedule.finishesAt ?? null,
    resetStreakAt: resetAt?.toISOString() ?? null,
    secondsToResetStreakCounter: resetAt
      ? Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))
      : 0,
    percentEnabled: config.percentEnabled,
    percent: percentOf(count, max),
    dailyWinStreakLimitExceeded: limitExceeded,
    isWheelAvailable: state.kind === 'full' && !limitExceeded,
    nextWheelAt: limitExceeded && feature ? periodAt(feature.schedule, now).endsAt.toISOString() : null,
    images: config.images,
    settings: { resetStreakHours: config.resetStreakHours, dailyWinLimit: config.dailyWinLimit },
    skin: config.skin,
  };
}

/** GET /rest/deposit-streak/info/: the player's streak on the brand. */
export async function getDepositStreak(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DepositStreakInfo> {
  const [feature, run] = await Promise.all([
    loadFeature(db, input.brand, 'depositStreak'),
    loadStreakRun(db, input.playerId),
  ]);
  const spunToday = feature
    ? await wheelsSpunInPeriod(db, { playerId: input.playerId, feature, now: input.now })
    : 0;
  return streakInfoOf({ feature, run, spunToday, now: input.now });
}

/** GET /rest/deposit-streak/wheels-prizes/: the brand's wheel sectors (the default ones without a row). */
export async function getDepositStreakWheel(db: Db, input: { brand: string }): Promise<WheelSector[]> {
  const feature = await loadFeature(db, input.brand, 'depositStreak');
  const config = feature?.config ?? DEPOSIT_STREAK_DEFAULT_CONFIG;
  return config.sectors.map((sector, index) => ({ ...sector.prize, index }));
}

/** GET /rest/deposit-streak/group-info/: the running streak as its steps. */
export async function getDepositStreakGroup(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DepositStreakGroupInfo> {
  const [feature, run] = await Promise.all([
    loadFeature(db, input.brand, 'depositStreak'),
    loadStreakRun(db, input.playerId),
  ]);
  const config = feature?.config ?? DEPOSIT_STREAK_DEFAULT_CONFIG;
  const live = feature !== null && isLive(feature, input.now);
  const state = live ? streakStateAt(run, config, input.now) : { kind: 'none' as const };
  const running = state.kind === 'none' ? null : state.run;
  const max = config.maxNumberOfDeposit;
  return {
    success: true,
    streakId: running?.streakId ?? null,
    startedAt: running?.startedAt.toISOString() ?? null,
    lastDepositAt: running?.lastDepositAt.toISOString() ?? null,
    steps: Array.from({ length: max }, (_, i) => ({
      number: i + 1,
      isCompleted: running !== null && i < running.count,
      isWheel: i + 1 === max,
    })),
  };
}

/**
 * The `depositStreak` promotion card's data: for a player with a streak running or its wheel waiting
 * while the feature is live (spec §6), else null.
 */
export async function depositStreakPromotion(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DepositStreakPromotionData | null> {
  const info = await getDepositStreak(db, input);
  if (!info.isActive || info.currentCountDeposit === 0) return null;
  return {
    currentCountDeposit: info.currentCountDeposit,
    maxNumberOfDeposit: info.maxNumberOfDeposit,
    resetStreakAt: info.resetStreakAt,
    isWheelAvailable: info.isWheelAvailable,
    finishedAt: info.finishedAt,
  };
}
