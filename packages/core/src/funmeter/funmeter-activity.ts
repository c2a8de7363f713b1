import { sql } from 'drizzle-orm';
import type { Prize } from '@casino/contracts';
import { funMeters } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { claimedPush, claimFeatureIn, paysBalance } from '../engagement/claim-feature.ts';
import { drawWeighted } from '../engagement/draw-weighted.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { playPointsOf } from '../engagement/play-points.ts';

/**
 * Fills the player's funmeter with each settled round's play points; each time it is full it pays a prize
 * drawn from the config (claim occasion `fun-meter:{fill}`) and starts again with what was left over.
 * The upsert locks the player's row until commit, so fills of racing rounds are numbered without gaps.
 */
export const funMeterActivity: ActivityHandler = {
  name: 'funMeter',
  async round({ tx, activity, push }) {
    const feature = liveFeature(await loadFeature(tx, activity.brand, 'funMeter'), activity.occurredAt);
    if (!feature) return;
    const earned = playPointsOf(activity.data, feature.config.playPoints);
    if (earned <= 0) return;
    const { capacity } = feature.config;
    const [row] = await tx
      .insert(funMeters)
      .values({ playerId: activity.playerId, points: earned, updatedAt: activity.occurredAt })
      .onConflictDoUpdate({
        target: funMeters.playerId,
        set: { points: sql`${funMeters.points} + ${earned}`, updatedAt: activity.occurredAt },
      })
      .returning();
    let { points, fills } = row!;
    let lastPrize: Prize | null = null;
    while (points >= capacity) {
      points -= capacity;
      fills += 1;
      const outcome = await claimFeatureIn(tx, {
        brand: activity.brand,
        playerId: activity.playerId,
        key: 'funMeter',
        now: activity.occurredAt,
        occasion: `fun-meter:${fills}`,
        decide: async ({ feature: current }) => ({
          prizes: [drawWeighted(current.config.prizes).item.prize],
          state: { fill: fills },
        }),
      });
      lastPrize = outcome.prizes[0]!;
      if (!outcome.replayed) {
        if (paysBalance(outcome)) push.balanceOf(activity.playerId);
        push.toPlayer(activity.playerId, {
          type: 'funMeter',
          action: 'filled',
          data: { prize: lastPrize, fills },
        });
        push.toPlayer(activity.playerId, claimedPush('funMeter'));
      }
    }
    if (fills !== row!.fills)
      await tx
        .update(funMeters)
        .set({ points, fills, ...(lastPrize ? { lastPrize } : {}) })
        .where(sql`${funMeters.playerId} = ${activity.playerId}`);
    push.toPlayer(activity.playerId, {
      type: 'funMeter',
      action: 'progress',
      data: { points, capacity, fills },
    });
  },
};
