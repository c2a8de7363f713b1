import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ActivityHandler } from '../engagement/activity.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { depositStreaks } from '../db/schema/index.ts';
import { loadStreakRun } from './get-deposit-streak.ts';
import { afterPurchase } from './streak-rules.ts';

/**
 * The deposit streak's reaction to a completed purchase (once per payment: the activity outbox): while the
 * feature runs at the purchase's time, the purchase starts a run or moves it one step (streak-rules.ts).
 * The player's row is locked for the change, so purchases counted in parallel never lose a step; the
 * player gets `depositStreak progressUpdate` after commit.
 */
export const depositStreakActivity: ActivityHandler = {
  name: 'depositStreak',
  async purchase({ tx, activity, push }) {
    const at = activity.occurredAt;
    const feature = await loadFeature(tx, activity.brand, 'depositStreak');
    if (!feature || !isLive(feature, at)) return;
    const { playerId } = activity;
    const config = feature.config;

    let current = await loadStreakRun(tx, playerId, { forUpdate: true });
    let next = afterPurchase(current, config, at, randomUUID);
    if (!current) {
      // The player's first counted purchase: insert the row; a racing first purchase may have won it.
      const [inserted] = await tx
        .insert(depositStreaks)
        .values({ playerId, brand: activity.brand, ...next.run, updatedAt: at })
        .onConflictDoNothing()
        .returning({ playerId: depositStreaks.playerId });
      if (!inserted) {
        current = await loadStreakRun(tx, playerId, { forUpdate: true });
        next = afterPurchase(current, config, at, randomUUID);
      }
    }
    if (!next.counted) return;
    if (current)
      await tx
        .update(depositStreaks)
        .set({ brand: activity.brand, ...next.run, updatedAt: sql`now()` })
        .where(sql`${depositStreaks.playerId} = ${playerId}`);
    push.toPlayer(playerId, {
      type: 'depositStreak',
      action: 'progressUpdate',
      data: {
        currentCountDeposit: Math.min(next.run.count, config.maxNumberOfDeposit),
        maxNumberOfDeposit: config.maxNumberOfDeposit,
      },
    });
  },
};
