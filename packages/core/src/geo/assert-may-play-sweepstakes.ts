import { GEO_TEXTS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../errors.ts';
import { findPlayer } from '../identity/find-player.ts';
import { assertStateRulesAllowSweepstakes } from '../state-rules/judge-sweepstakes.ts';
import { resolveIp } from './resolve-ip.ts';
import { decideLocation, isoDay, loadRestrictionRules } from './restriction-rules.ts';

/**
 * Call before anything is played for entries (game launch in SweepStakes mode, switching to it):
 * 403 when the player's last location check was blocked, or when the request's IP is in a restricted
 * region right now. Unknown locations pass; the browser's location check narrows them down.
 */
export async function assertMayPlaySweepstakes(
  db: Db,
  input: { playerId: string; ip: string | null; at: Date },
): Promise<void> {
  const player = await findPlayer(db, input.playerId);
  if (player?.geoAccess === 'blocked') throw forbidden(GEO_TEXTS.sweepstakesBlocked);
  const location = resolveIp(input.ip);
  if (location) {
    const decision = decideLocation(location, await loadRestrictionRules(db), isoDay(input.at));
    if (decision.access === 'blocked') throw forbidden(GEO_TEXTS.sweepstakesBlocked);
  }
  await assertStateRulesAllowSweepstakes(db, { ...input, player }); // issue #18: stated state, age
}
