import { and, eq } from 'drizzle-orm';
import { TOURNAMENT_REFUSALS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournamentPlayers, tournaments } from '../db/schema/index.ts';
import { notActiveError } from '../engagement/claim-feature.ts';
import { refused } from '../errors.ts';
import { playerRankOf } from '../engagement/player-rank.ts';
import { findTournament, openOf, tournamentsLive } from './get-tournament.ts';

/**
 * GET /rest/tournaments/{id}/subscribe/: the player joins the board of a running or upcoming tournament of
 * their brand (refused below its audience's rank) with 0 points (ranked after those who scored, in the order they joined). A repeat answers the
 * same and changes nothing. Teams are not used: `teamId` is null.
 */
export async function subscribeTournament(
  db: Db,
  input: { brand: string; playerId: string; id: number; now: Date },
): Promise<{ success: true; teamId: null }> {
  const t = await findTournament(db, input.brand, input.id);
  if (!(await tournamentsLive(db, input.brand, input.now))) throw notActiveError();
  if (t.finishedAt !== null || input.now >= t.endsAt) throw refused(TOURNAMENT_REFUSALS.closed);
  // The audience is enforced again when the prizes are paid (a player's rank can fall).
  if (t.audience.kind === 'rank') {
    const { rank } = await playerRankOf(db, { brand: input.brand, playerId: input.playerId });
    if (rank < t.audience.rank) throw refused(TOURNAMENT_REFUSALS.audience, 403);
  }
  await db
    .insert(tournamentPlayers)
    .values({
      tournamentId: t.id,
      playerId: input.playerId,
      subscribedAt: input.now,
      reachedAt: input.now,
    })
    .onConflictDoNothing();
  return { success: true, teamId: null };
}

/** The profile's `TournamentsSubscriptions`: ids of the brand's tournaments the player joined that have not ended. */
export async function tournamentSubscriptions(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<number[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournamentPlayers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
    .where(and(eq(tournamentPlayers.playerId, input.playerId), ...openOf(input.brand, input.now)))
    .orderBy(tournaments.id);
  return rows.map((row) => row.id);
}
