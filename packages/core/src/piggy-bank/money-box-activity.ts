import { eq, sql } from 'drizzle-orm';
import type { MoneyBoxConfig } from '@casino/contracts';
import { moneyBoxes } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { claimedPush, claimFeatureIn, paysBalance } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { isMoneyBoxOffer, lockMoneyBoxOffers, unlockMoneyBoxOffers } from './money-box-offers.ts';
import { moneyBoxState, savedOf, topUpAmount } from './money-box-rules.ts';
import { MONEY_BOX_DEFAULT_CONFIG } from './money-box-feature.ts';

/** The occasion a bank's break is paid under: `money-box:{n}`, n counting the player's breaks from 1. */
export const moneyBoxOccasion = (breakNo: number) => `money-box:${breakNo}`;

/**
 * The piggy bank's reaction to activity (docs/engagement.md, "Piggy bank"):
 * - a coin round (not a free round) on a listed game, while the feature runs at the round's time, saves
 *   `sharePercent` of the bet up to the maximum (`moneyBox topUp`, or `collectUp` when this saving filled
 *   it); reaching the minimum shows the bank's offer in the cashier;
 * - a purchase of the bank's offer breaks it: the saved coins are paid through the claim rule (occasion
 *   `money-box:{n}`), the amount starts again at 0, the offer is hidden again, `moneyBox break` is sent —
 *   if the bank is still breakable then (a purchase completed after another one broke it only buys coins).
 * The bank's row is locked for each change, so a player's parallel rounds and purchases add up exactly.
 */
export const moneyBoxActivity: ActivityHandler = {
  name: 'moneyBox',

  async round({ tx, activity, push }) {
    const { data, playerId, brand, occurredAt } = activity;
    if (data.currency !== 'COIN' || data.freeRound || data.bet <= 0) return;
    const feature = await loadFeature(tx, brand, 'moneyBox');
    if (!feature || !isLive(feature, occurredAt)) return;
    const config = feature.config as MoneyBoxConfig;
    if (config.games.length > 0 && !config.games.includes(data.gameId)) return;
    const saved = savedOf(config, data.bet);
    if (saved === 0) return;

    await tx.insert(moneyBoxes).values({ playerId }).onConflictDoNothing();
    const [box] = await tx.select().from(moneyBoxes).where(eq(moneyBoxes.playerId, playerId)).for('update');
    const amount = topUpAmount(config, box!.amount, saved);
    if (amount === box!.amount) return; // already full: nothing more is saved
    await tx
      .update(moneyBoxes)
      .set({ amount, updatedAt: sql`now()` })
      .where(eq(moneyBoxes.playerId, playerId));
    if (box!.amount < config.minAmount && amount >= config.minAmount)
      await unlockMoneyBoxOffers(tx, playerId);
    const full = amount >= config.maxAmount;
    push.toPlayer(playerId, {
      type: 'moneyBox',
      action: full ? 'collectUp' : 'topUp',
      data: {
        moneyBoxAmount: amount,
        added: amount - box!.amount,
        status: full ? 'full' : amount >= config.minAmount ? 'ready' : 'collecting',
      },
    });
  },

  async purchase({ tx, activity, push }) {
    const { data, playerId, brand, occurredAt } = activity;
    if (data.presetId === null || !(await isMoneyBoxOffer(tx, data.presetId))) return;
    const [box] = await tx.select().from(moneyBoxes).where(eq(moneyBoxes.playerId, playerId)).for('update');
    if (!box || box.amount === 0) {
      // Nothing saved (broken meanwhile): the purchase bought its coins, and the offer is hidden again.
      await lockMoneyBoxOffers(tx, playerId);
      return;
    }
    // The bank must still be breakable by its rules at the purchase's time (liveness aside: a bank paid for
    // is paid even if the feature was switched off meanwhile). A purchase of the offer that completes after
    // another one broke the bank finds it inside the cooldown, or below the minimum again: it bought the
    // offer's coins only, and the savings since that break stay in the bank (the offer stays shown while
    // they reach the minimum, as after any saving).
    const feature = await loadFeature(tx, brand, 'moneyBox');
    const config = (feature?.config as MoneyBoxConfig | undefined) ?? MONEY_BOX_DEFAULT_CONFIG;
    const rules = moneyBoxState({
      live: true,
      config,
      amount: box.amount,
      lastBrokenAt: box.lastBrokenAt,
      now: occurredAt,
    });
    if (!rules.canBreak) {
      if (box.amount < config.minAmount) await lockMoneyBoxOffers(tx, playerId);
      return;
    }
    await lockMoneyBoxOffers(tx, playerId);
    const breakNo = box.breaks + 1;
    const outcome = await claimFeatureIn(tx, {
      brand,
      playerId,
      key: 'moneyBox',
      now: occurredAt,
      occasion: moneyBoxOccasion(breakNo),
      requireLive: false,
      decide: async () => ({
        prizes: [{ coins: box.amount, entries: 0, freeSpins: null }],
        state: { breakNo, paymentId: data.paymentId },
      }),
    });
    await tx
      .update(moneyBoxes)
      .set({ amount: 0, breaks: breakNo, lastBrokenAt: occurredAt, updatedAt: sql`now()` })
      .where(eq(moneyBoxes.playerId, playerId));
    if (outcome.replayed) return;
    if (paysBalance(outcome)) push.balanceOf(playerId);
    push.toPlayer(playerId, claimedPush('moneyBox'));
    push.toPlayer(playerId, {
      type: 'moneyBox',
      action: 'break',
      data: { moneyBoxAmount: 0, coins: outcome.prizes[0]?.coins ?? 0, breakNo },
    });
  },
};
