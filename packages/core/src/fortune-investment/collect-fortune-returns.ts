import type { CollectFortuneResponse } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { claimedPush, claimFeatureIn } from '../engagement/claim-feature.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import {
  chosenPackageView,
  collectedDays,
  dayOpensAt,
  fortuneOccasion,
  latestPlan,
} from './fortune-plans.ts';

/**
 * Collects every open, unpaid day of the player's latest plan: one claim per day under the occasion
 * `fortune-investment:{plan}:{day}` (requireLive false: a plan bought while the feature ran is paid after it
 * is switched off), all in one transaction. Racing requests pay each day once; a repeat collects nothing.
 */
export async function collectFortuneReturns(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date },
): Promise<Omit<CollectFortuneResponse, 'success'>> {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const plan = await latestPlan(tx, input.playerId);
    if (!plan) return { plan: null, days: [] as number[], coins: 0, entries: 0 };
    const done = await collectedDays(tx, input.playerId, plan.id);
    const days: number[] = [];
    let coins = 0;
    let entries = 0;
    for (let day = 1; day <= plan.package.days; day++) {
      if (done.has(day) || dayOpensAt(plan.boughtAt, day) > input.now) continue;
      const outcome = await claimFeatureIn(tx, {
        brand: input.brand,
        playerId: input.playerId,
        key: 'fortuneInvestment',
        now: input.now,
        occasion: fortuneOccasion(plan.id, day),
        requireLive: false,
        decide: async () => ({
          prizes: [{ coins: plan.package.dailyCoins, entries: plan.package.dailyEntries, freeSpins: null }],
          state: { planId: plan.id, day },
        }),
      });
      if (outcome.replayed) continue;
      days.push(day);
      coins += plan.package.dailyCoins;
      entries += plan.package.dailyEntries;
    }
    return { plan, days, coins, entries: Math.round(entries * 100) / 100 };
  });
  if (result.days.length > 0) {
    await publishBalance(db, deps.publisher, input.playerId);
    deps.publisher.toPlayer(input.playerId, claimedPush('fortuneInvestment'));
  }
  const data = result.plan
    ? chosenPackageView(result.plan, await collectedDays(db, input.playerId, result.plan.id), input.now)
    : null;
  return { collected: { days: result.days, coins: result.coins, entries: result.entries }, data };
}
