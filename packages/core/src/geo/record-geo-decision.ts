import { eq, sql } from 'drizzle-orm';
import type { GeoDecision } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { geoEvents, players } from '../db/schema/index.ts';

/** 'US-NV' (ISO 3166-2 style), the country alone, or null: what players.geo_region keeps. */
export const regionLabel = (decision: Pick<GeoDecision, 'country' | 'region'>) =>
  decision.country ? (decision.region ? `${decision.country}-${decision.region}` : decision.country) : null;

/**
 * Writes the audit row and, for a signed-in player, what the player row remembers.
 * - A precise position (geo check) always replaces the stored access: it is the best evidence.
 * - An IP check may mark a player blocked, or allowed when nothing was known; it never clears a
 *   block, since a VPN is easier than moving.
 */
export async function recordGeoDecision(
  db: Db,
  input: {
    playerId: string | null;
    ip: string | null;
    kind: 'ip_check' | 'geo_check';
    decision: GeoDecision;
  },
): Promise<void> {
  const { playerId, ip, kind, decision } = input;
  await db.insert(geoEvents).values({
    playerId,
    kind,
    access: decision.access,
    country: decision.country,
    region: decision.region,
    ip,
    meta: decision.reason ? { reason: decision.reason } : null,
  });
  if (!playerId) return;
  const set = { geoAccess: decision.access, geoRegion: regionLabel(decision), geoCheckedAt: sql`now()` };
  if (kind === 'geo_check' || decision.access === 'blocked') {
    await db.update(players).set(set).where(eq(players.id, playerId));
  } else if (decision.country) {
    await db
      .update(players)
      .set(set)
      .where(sql`${players.id} = ${playerId} and ${players.geoAccess} = 'unknown'`);
  }
}
