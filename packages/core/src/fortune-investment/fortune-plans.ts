import { and, desc, eq, like } from 'drizzle-orm';
import type {
  ChosenPackage,
  FortuneDay,
  FortuneInvestmentConfig,
  FortunePackage,
  FortunePackageView,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, fortuneInvestmentPlans } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';

export type FortunePlanRow = typeof fortuneInvestmentPlans.$inferSelect;

const DAY_MS = 24 * 3600_000;
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The occasion a plan's day is paid under: `fortune-investment:{plan}:{day}`. */
export const fortuneOccasion = (planId: number, day: number) => `fortune-investment:${planId}:${day}`;

/** Day d of a plan opens d × 24 h after the purchase. */
export const dayOpensAt = (boughtAt: Date, day: number) => new Date(boughtAt.getTime() + day * DAY_MS);

export const packageView = (p: FortunePackage): FortunePackageView => ({
  ...p,
  totalCoins: p.dailyCoins * p.days,
  totalEntries: hundredths(p.dailyEntries * p.days),
});

export async function fortuneSettings(db: Db, brand: string, now: Date) {
  const feature = await loadFeature(db, brand, 'fortuneInvestment');
  return {
    live: feature !== null && isLive(feature, now),
    config: (feature?.config ?? null) as FortuneInvestmentConfig | null,
  };
}

/** The player's latest plan, or null. */
export async function latestPlan(db: Db, playerId: string): Promise<FortunePlanRow | null> {
  const [row] = await db
    .select()
    .from(fortuneInvestmentPlans)
    .where(eq(fortuneInvestmentPlans.playerId, playerId))
    .orderBy(desc(fortuneInvestmentPlans.seq))
    .limit(1);
  return row ?? null;
}

/** The days of a plan already paid (from its claims). */
export async function collectedDays(db: Db, playerId: string, planId: number): Promise<Set<number>> {
  const prefix = `fortune-investment:${planId}:`;
  const rows = await db
    .select({ period: featureClaims.period })
    .from(featureClaims)
    .where(
      and(
        eq(featureClaims.playerId, playerId),
        eq(featureClaims.featureKey, 'fortuneInvestment'),
        like(featureClaims.period, `${prefix}%`),
      ),
    );
  return new Set(rows.map((r) => Number(r.period.slice(prefix.length))));
}

/** A plan as the player sees it: each day collected, open or still to come, and the totals. */
export function chosenPackageView(plan: FortunePlanRow, collected: Set<number>, now: Date): ChosenPackage {
  const p = plan.package;
  const days: FortuneDay[] = Array.from({ length: p.days }, (_, i) => {
    const day = i + 1;
    const opensAt = dayOpensAt(plan.boughtAt, day);
    return {
      day,
      availableAt: opensAt.toISOString(),
      status: collected.has(day) ? 'collected' : opensAt <= now ? 'available' : 'upcoming',
      coins: p.dailyCoins,
      entries: p.dailyEntries,
    };
  });
  const done = days.filter((d) => d.status === 'collected').length;
  return {
    planId: plan.id,
    package: packageView(p),
    boughtAt: plan.boughtAt.toISOString(),
    days,
    collectedCoins: done * p.dailyCoins,
    collectedEntries: hundredths(done * p.dailyEntries),
    remainingCoins: (p.days - done) * p.dailyCoins,
    remainingEntries: hundredths((p.days - done) * p.dailyEntries),
    isComplete: done === p.days,
  };
}

/** The latest plan's view, or null before the first purchase. */
export async function loadChosenPackage(
  db: Db,
  input: { playerId: string; now: Date },
): Promise<ChosenPackage | null> {
  const plan = await latestPlan(db, input.playerId);
  if (!plan) return null;
  return chosenPackageView(plan, await collectedDays(db, input.playerId, plan.id), input.now);
}
