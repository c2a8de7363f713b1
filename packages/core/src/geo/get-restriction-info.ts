import { SERVICE_COUNTRIES, type RestrictionInfo } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { findPlayer } from '../identity/find-player.ts';
import { isoDay, loadRestrictionRules, ruleCurrentOrAnnounced } from './restriction-rules.ts';

/** GET /rest/restriction/info/: the rules in effect and announced, and this player's stored state. */
export async function getRestrictionInfo(
  db: Db,
  input: { playerId: string | null; at: Date },
): Promise<RestrictionInfo['data']> {
  const day = isoDay(input.at);
  const rules = (await loadRestrictionRules(db)).filter((rule) => ruleCurrentOrAnnounced(rule, day));
  const player = input.playerId ? await findPlayer(db, input.playerId) : null;
  return {
    states: rules.map(({ country, region, effectiveFrom, effectiveTo }) => ({
      country,
      region,
      effectiveFrom,
      effectiveTo,
    })),
    serviceCountries: [...SERVICE_COUNTRIES],
    accessState: player?.geoAccess ?? 'unknown',
  };
}
