import { FORTUNE_TEXTS, type ChosenPackage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { fortuneInvestmentPlans } from '../db/schema/index.ts';
import { notActiveError } from '../engagement/claim-feature.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transfer } from '../wallet/transfer.ts';
import { chosenPackageView, collectedDays, fortuneSettings, latestPlan } from './fortune-plans.ts';

/** The ledger key of a plan's purchase (paid with coins to the house rewards account). */
export const fortunePurchaseKey = (planId: number) => `fortune-investment:buy:${planId}`;

/**
 * Buys a package with coins: one plan at a time (a new one once every day of the last is collected). In
 * one transaction the plan takes the player's next number (racing purchases: one inserts, the others find
 * the number taken and are refused) and its price moves from the player to `house:rewards`; a balance
 * below the price refuses it (402) and nothing is kept.
 */
export async function chooseFortunePackage(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; packageId: string; now: Date },
): Promise<ChosenPackage> {
  const { db } = deps;
  const { live, config } = await fortuneSettings(db, input.brand, input.now);
  if (!live || !config) throw notActiveError();
  const pack = config.packages.find((p) => p.id === input.packageId);
  if (!pack)
    throw new DomainError({ status: 422, code: 'unknown_package', message: FORTUNE_TEXTS.unknownPackage });

  const plan = await db.transaction(async (tx) => {
    const last = await latestPlan(tx, input.playerId);
    if (last) {
      const view = chosenPackageView(last, await collectedDays(tx, input.playerId, last.id), input.now);
      if (!view.isComplete) throw planRunning();
    }
    const [created] = await tx
      .insert(fortuneInvestmentPlans)
      .values({
        playerId: input.playerId,
        seq: (last?.seq ?? 0) + 1,
        packageId: pack.id,
        package: pack,
        boughtAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw planRunning();
    await transfer(tx, {
      key: fortunePurchaseKey(created.id),
      kind: 'fortune-investment:buy',
      currency: 'COIN',
      amount: pack.priceCoins,
      from: { playerId: input.playerId },
      to: { house: 'rewards' },
      metadata: { packageId: pack.id },
    });
    return created;
  });
  await publishBalance(db, deps.publisher, input.playerId);
  return chosenPackageView(plan, new Set(), input.now);
}

const planRunning = () =>
  new DomainError({ status: 409, code: 'plan_running', message: FORTUNE_TEXTS.planRunning });
