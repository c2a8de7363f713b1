import { eq, sql } from 'drizzle-orm';
import type { StateRulesVerdict } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { findPlayer } from '../identity/find-player.ts';
import { resolveIp } from '../geo/resolve-ip.ts';
import { judgeSweepstakes } from './judge-sweepstakes.ts';

/**
 * At sign-up and sign-in: the verdict for this player where they are (profile state, last location,
 * the request's IP), and a player in SweepStakes mode whose play is closed is put back in
 * TournamentPoints mode, so nothing they open next plays Entries. The verdict goes back to the client,
 * which tells the player why and that Coin play stays open.
 */
export async function applyStateRules(
  db: Db,
  input: { playerId: string; ip: string | null; at: Date },
): Promise<StateRulesVerdict> {
  const player = await findPlayer(db, input.playerId);
  const verdict = await judgeSweepstakes(db, {
    player,
    locations: [input.ip ? resolveIp(input.ip) : null],
    at: input.at,
  });
  if (player && verdict.sweepstakes === 'closed' && player.gameMode === 'SweepStakes')
    await db
      .update(players)
      .set({ gameMode: 'TournamentPoints', updatedAt: sql`now()` })
      .where(eq(players.id, player.id));
  return verdict;
}

/** GET /rest/state-rules/check/: what applies where a visitor is, before they sign up. */
export async function checkStateRules(
  db: Db,
  input: {
    playerId: string | null;
    ip: string | null;
    point: { country: string; region: string | null } | null;
    at: Date;
  },
): Promise<StateRulesVerdict> {
  const player = input.playerId ? await findPlayer(db, input.playerId) : null;
  return judgeSweepstakes(db, {
    player,
    locations: [input.ip ? resolveIp(input.ip) : null, input.point],
    at: input.at,
  });
}
