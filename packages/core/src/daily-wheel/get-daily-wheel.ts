import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { DAILY_WHEEL_SPIN_PATH, type DailyWheel } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, payments } from '../db/schema/index.ts';
import { loadFeature, liveFeature, type LiveFeature } from '../engagement/load-features.ts';
import { periodAt, previousPeriodKey, type FeaturePeriod } from '../engagement/periods.ts';
import { nextOpening } from '../engagement/period-claims.ts';
import { currentStreak, nextStreak, type WheelClaimState } from './wheel-streak.ts';

/** The slot of the second spin a deposit earns: its claim's period key is `{period}:extra`. */
export const EXTRA_WHEEL_SLOT = 'extra';

/** The player's wheel claims this period (the day's spin and the extra one) and the latest before. */
export interface WheelClaims {
  regular: WheelClaimState | null;
  extra: WheelClaimState | null;
  /** The latest claim of any period, for the streak. */
  latest: { period: string; state: WheelClaimState } | null;
}

export async function loadWheelClaims(db: Db, playerId: string, period: FeaturePeriod): Promise<WheelClaims> {
  // The three latest claims hold this period's two and, when there are fewer, the latest before.
  const rows = await db
    .select({ period: featureClaims.period, state: featureClaims.state })
    .from(featureClaims)
    .where(and(eq(featureClaims.playerId, playerId), eq(featureClaims.featureKey, 'dailyWheel')))
    .orderBy(desc(featureClaims.claimedAt), desc(featureClaims.createdAt))
    .limit(3);
  const find = (key: string) =>
    (rows.find((row) => row.period === key)?.state as WheelClaimState | undefined) ?? null;
  const latest = rows[0] ? { period: rows[0].period, state: rows[0].state as WheelClaimState } : null;
  return { regular: find(period.key), extra: find(`${period.key}:${EXTRA_WHEEL_SLOT}`), latest };
}

/** Whether the player completed a deposit (a purchase) in the period: it earns the extra wheel. */
export async function depositedIn(db: Db, playerId: string, period: FeaturePeriod): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.status, 'completed'),
        gte(payments.completedAt, period.startsAt),
        lt(payments.completedAt, period.endsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which spin the player has now: the day's, the extra one (after a deposit), or none. */
export function spinSlot(
  feature: LiveFeature<'dailyWheel'>,
  claims: WheelClaims,
  deposited: boolean,
): 'regular' | 'extra' | null {
  if (!claims.regular) return 'regular';
  if (!claims.extra && feature.config.extraWheelForDepositors && deposited) return 'extra';
  return null;
}

/** The wheel as the client draws it, from what was read. */
export function dailyWheelView(
  feature: LiveFeature<'dailyWheel'>,
  input: { claims: WheelClaims; deposited: boolean; now: Date },
): DailyWheel {
  const { config, schedule } = feature;
  const { claims, deposited, now } = input;
  const period = periodAt(schedule, now);
  const previousKey = previousPeriodKey(schedule, now);
  const regularLeft = claims.regular === null;
  const extraLeft = config.extraWheelForDepositors && deposited && claims.extra === null;
  const wheels = (regularLeft ? 1 : 0) + (extraLeft ? 1 : 0);
  const boosterNext =
    regularLeft &&
    nextStreak(claims.latest, previousKey, config.streakForBooster) === config.streakForBooster;
  return {
    available: wheels > 0,
    wheels,
    prizes: config.sectors.map(({ prize }, index) => ({ ...prize, index })),
    // The day's first spin starts by itself when the popup opens; the extra one waits for a tap.
    auto: regularLeft,
    availableDate: wheels > 0 ? null : (nextOpening(feature, period)?.toISOString() ?? null),
    endpoint: DAILY_WHEEL_SPIN_PATH,
    streakCount: config.streakForBooster,
    streakCurrent: currentStreak(claims.latest, { key: period.key, previousKey }, config.streakForBooster),
    booster: { isActive: boosterNext, multiplier: config.boosterMultiplier },
    extraWheel: { isAvailable: extraLeft, reason: extraLeft ? 'deposit' : null },
  };
}

/** The player's daily wheel, or null when the brand does not run it now. */
export async function getDailyWheel(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DailyWheel | null> {
  const feature = liveFeature(await loadFeature(db, input.brand, 'dailyWheel'), input.now);
  if (!feature) return null;
  const period = periodAt(feature.schedule, input.now);
  const [claims, deposited] = await Promise.all([
    loadWheelClaims(db, input.playerId, period),
    depositedIn(db, input.playerId, period),
  ]);
  return dailyWheelView(feature, { claims, deposited, now: input.now });
}
