import type { GeoDecision } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { locatePoint } from './locate-point.ts';
import { recordGeoDecision } from './record-geo-decision.ts';
import { resolveIp } from './resolve-ip.ts';
import { decideLocation, isoDay, loadRestrictionRules } from './restriction-rules.ts';

/** GET /rest/restriction/player/ip/check/: judges the visitor's IP address. */
export async function checkIpAccess(
  db: Db,
  input: { playerId: string | null; ip: string; at: Date },
): Promise<GeoDecision> {
  const decision = decideLocation(resolveIp(input.ip), await loadRestrictionRules(db), isoDay(input.at));
  await recordGeoDecision(db, { playerId: input.playerId, ip: input.ip, kind: 'ip_check', decision });
  return decision;
}

/** GET /rest/restriction/player/geo/check/: judges the position the browser reported. */
export async function checkGeoAccess(
  db: Db,
  input: { playerId: string | null; ip: string; latitude: number; longitude: number; at: Date },
): Promise<GeoDecision> {
  const decision = decideLocation(
    locatePoint(input.latitude, input.longitude),
    await loadRestrictionRules(db),
    isoDay(input.at),
  );
  await recordGeoDecision(db, { playerId: input.playerId, ip: input.ip, kind: 'geo_check', decision });
  return decision;
}
