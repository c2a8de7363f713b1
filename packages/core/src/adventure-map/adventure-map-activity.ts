import { sql } from 'drizzle-orm';
import { adventureMapProgress } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { playPointsOf } from '../engagement/play-points.ts';
import { claimableOf } from './get-adventure-map.ts';

/** Moves the player along the brand's current map with each settled round's play points. */
export const adventureMapActivity: ActivityHandler = {
  name: 'adventureMap',
  async round({ tx, activity, push }) {
    const feature = liveFeature(await loadFeature(tx, activity.brand, 'adventureMap'), activity.occurredAt);
    if (!feature) return;
    const earned = playPointsOf(activity.data, feature.config.playPoints);
    if (earned <= 0) return;
    const [row] = await tx
      .insert(adventureMapProgress)
      .values({
        playerId: activity.playerId,
        mapSlug: feature.config.slug,
        points: earned,
        updatedAt: activity.occurredAt,
      })
      .onConflictDoUpdate({
        target: [adventureMapProgress.playerId, adventureMapProgress.mapSlug],
        set: { points: sql`${adventureMapProgress.points} + ${earned}`, updatedAt: activity.occurredAt },
      })
      .returning();
    push.toPlayer(activity.playerId, {
      type: 'adventureMap',
      action: 'progress',
      data: { points: row!.points, claimable: claimableOf(feature, row) },
    });
  },
};
