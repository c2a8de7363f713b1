import { sql } from 'drizzle-orm';
import { miniGameSlots } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { playPointsOf } from '../engagement/play-points.ts';

/**
 * Earns mini-game slot spins with play: every `spinCost` play points is one spin, kept up to
 * `maxStoredSpins` (play beyond it earns nothing more until a spin is used). One statement: the upsert
 * reads and writes the player's row under its lock, so racing rounds add up exactly.
 */
export const miniGameSlotActivity: ActivityHandler = {
  name: 'miniGameSlot',
  async round({ tx, activity, push }) {
    const feature = liveFeature(await loadFeature(tx, activity.brand, 'miniGameSlot'), activity.occurredAt);
    if (!feature) return;
    const earned = playPointsOf(activity.data, feature.config.playPoints);
    if (earned <= 0) return;
    const { spinCost, maxStoredSpins } = feature.config;
    // Points and spins after this round, computed from the stored row in SQL (the row is locked by the upsert).
    const total = sql`${miniGameSlots.progress} + ${earned}`;
    const spins = sql`LEAST(${maxStoredSpins}, ${miniGameSlots.spins} + (${total}) / ${spinCost})`;
    const [row] = await tx
      .insert(miniGameSlots)
      .values({
        playerId: activity.playerId,
        spins: Math.min(maxStoredSpins, Math.floor(earned / spinCost)),
        progress: Math.floor(earned / spinCost) >= maxStoredSpins ? 0 : earned % spinCost,
        updatedAt: activity.occurredAt,
      })
      .onConflictDoUpdate({
        target: miniGameSlots.playerId,
        set: {
          spins,
          progress: sql`CASE WHEN ${spins} >= ${maxStoredSpins} THEN 0 ELSE (${total}) % ${spinCost} END`,
          updatedAt: activity.occurredAt,
        },
      })
      .returning();
    push.toPlayer(activity.playerId, {
      type: 'miniGameSlot',
      action: 'update',
      data: { level: row!.level, spins: row!.spins, progress: row!.progress },
    });
  },
};
