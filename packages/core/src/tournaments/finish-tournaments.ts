import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activityEvents, tournaments } from '../db/schema/index.ts';
import { claimedPush, claimFeatureIn, paysBalance } from '../engagement/claim-feature.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { toTournamentRecord } from './get-tournament.ts';
import { prizeAwards } from './prize-awards.ts';

/** The occasion of a tournament's prizes: one claim per player and tournament. */
export const tournamentOccasion = (id: number) => `tournament:${id}`;

export interface TournamentPayout {
  tournamentId: number;
  playerId: string;
  place: number;
  points: number;
}

export type FinishResult =
  | { tournamentId: number; status: 'finished'; paid: TournamentPayout[] }
  | { tournamentId: number; status: 'already-finished' }
  /** Rounds played before its end still wait to be scored: the next run ends it. */
  | { tournamentId: number; status: 'waiting' };

/**
 * Ends every tournament whose end has passed and pays its prize table (docs/engagement.md, "Tournaments"):
 * for each, once no round played before its end waits in the activity outbox, in one transaction it locks the
 * tournament row (`FOR UPDATE`: rounds being scored hold `FOR SHARE` and finish first), reads the final top,
 * pays each place through the claim rule (`claimFeatureIn`, occasion `tournament:{id}`, `requireLive: false`)
 * and sets `finished_at`. A second run, in this process or another, finds it finished and pays nobody; the
 * claims' keys would refuse a second payment anyway. After commit: balance and `feature claimed` to each
 * winner, `tournament finished` to the public room.
 */
export async function finishTournaments(
  deps: { db: Db; publisher: Publisher },
  now: Date,
): Promise<FinishResult[]> {
  const due = await deps.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(isNull(tournaments.finishedAt), lte(tournaments.endsAt, now)))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
  const results: FinishResult[] = [];
  for (const { id } of due) results.push(await finishTournament(deps, id, now));
  return results;
}

export async function finishTournament(
  deps: { db: Db; publisher: Publisher },
  tournamentId: number,
  now: Date,
): Promise<FinishResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
    if (!row || row.finishedAt !== null) return { tournamentId, status: 'already-finished' as const };
    const t = toTournamentRecord(row);
    if (await roundsPending(tx, t.endsAt)) return { tournamentId, status: 'waiting' as const };
    const paid: Array<TournamentPayout & { pays: boolean }> = [];
    // The same awards the running board showed (`prizeAwards`).
    for (const { row: leader, ...share } of await prizeAwards(tx, t)) {
      const { place } = share;
      const prize = { coins: share.coins, entries: share.entries };
      if (leader.points <= 0 || (prize.coins === 0 && prize.entries === 0)) continue;
      // A player on a break wins no prize (the claim rule would refuse it and stop the finish): the place's
      // prize is not paid, nor passed down.
      if (await isExcluded(tx, leader.playerId, now)) continue;
      const claim = await claimFeatureIn(tx, {
        brand: t.brand,
        playerId: leader.playerId,
        key: 'tournament',
        now,
        occasion: tournamentOccasion(t.id),
        requireLive: false,
        decide: async () => ({
          prizes: [{ coins: prize.coins, entries: prize.entries, freeSpins: null }],
          state: { tournamentId: t.id, place, points: leader.points },
        }),
      });
      if (!claim.replayed)
        paid.push({
          tournamentId: t.id,
          playerId: leader.playerId,
          place,
          points: leader.points,
          pays: paysBalance(claim),
        });
    }
    await tx.update(tournaments).set({ finishedAt: now }).where(eq(tournaments.id, t.id));
    return { tournamentId, status: 'finished' as const, paid };
  });
  if (outcome.status !== 'finished') return outcome;
  for (const payout of outcome.paid) {
    if (payout.pays) await publishBalance(deps.db, deps.publisher, payout.playerId);
    deps.publisher.toPlayer(payout.playerId, claimedPush('tournament'));
  }
  deps.publisher.toRoom('tournaments', {
    type: 'tournament',
    action: 'finished',
    data: { id: tournamentId },
  });
  return {
    tournamentId,
    status: 'finished',
    paid: outcome.paid.map(({ pays: _pays, ...payout }) => payout),
  };
}

/** Whether a round played before `endsAt` has not been scored yet (one set aside after its retries has `processed_at`). */
async function roundsPending(db: Db, endsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(
      and(
        isNull(activityEvents.processedAt),
        eq(activityEvents.kind, 'round'),
        lt(activityEvents.occurredAt, endsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
