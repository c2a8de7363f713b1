import { eq, sql } from 'drizzle-orm';
import type { GeoApp, GeoBlockMeta } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { geoEvents, players } from '../db/schema/index.ts';

/**
 * POST /rest/restriction/player/block/: the browser could not confirm an allowed location (refused
 * permission, no position, a blocked region...). Kept for the audit; a signed-in player is marked
 * blocked until a successful location check.
 */
export async function recordGeoBlock(
  db: Db,
  input: { playerId: string | null; ip: string; apps: readonly GeoApp[]; meta?: GeoBlockMeta | undefined },
): Promise<void> {
  await db.insert(geoEvents).values({
    playerId: input.playerId,
    kind: 'block',
    access: 'blocked',
    ip: input.ip,
    apps: [...new Set(input.apps)],
    meta: input.meta ?? null,
  });
  if (input.playerId)
    await db
      .update(players)
      .set({ geoAccess: 'blocked', geoCheckedAt: sql`now()` })
      .where(eq(players.id, input.playerId));
}
