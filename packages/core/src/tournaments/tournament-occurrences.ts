import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tournaments, tournamentTemplates } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { occurrencesToMake } from '../schedule/schedule.ts';

/**
 * Makes the rows of the active templates' occurrences that run within the next week (docs/live-operations.md).
 * Once across processes: a row per template and occurrence key (unique), inserted with ON CONFLICT DO NOTHING;
 * answers the ids this run made.
 */
export async function makeTournamentOccurrences(db: Db, now: Date): Promise<number[]> {
  const templates = await db
    .select()
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.active, true))
    // One order in every process: racing inserts take the unique keys in the same order (no deadlock).
    .orderBy(asc(tournamentTemplates.id));
  const due = await occurrencesToMake(templates, now, (earliest) =>
    db
      .select({ templateId: tournaments.templateId, key: tournaments.occurrenceKey })
      .from(tournaments)
      .where(and(isNotNull(tournaments.templateId), gte(tournaments.startsAt, earliest))),
  );
  if (due.length === 0) return [];
  const made = await db
    .insert(tournaments)
    .values(
      due.map(({ template: t, occurrence }) => ({
        brand: t.brand,
        title: t.title,
        games: t.games,
        mode: t.mode,
        scoring: t.scoring,
        prizes: t.prizes,
        minRounds: t.minRounds,
        audience: t.audience,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        templateId: t.id,
        occurrenceKey: occurrence.key,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tournaments.id });
  return made.map((row) => row.id);
}

/**
 * Marks every tournament whose start has come as started and announces those still running, once across
 * processes: the conditional update hands each row to one run only. `tournament started` goes to the public
 * room, where an upcoming card turns running.
 */
export async function startTournaments(deps: { db: Db; publisher: Publisher }, now: Date): Promise<number[]> {
  const started = await deps.db
    .update(tournaments)
    .set({ startedAt: now })
    .where(and(isNull(tournaments.startedAt), lte(tournaments.startsAt, now)))
    .returning({ id: tournaments.id, endsAt: tournaments.endsAt, finishedAt: tournaments.finishedAt });
  for (const t of started)
    if (t.finishedAt === null && now < t.endsAt)
      deps.publisher.toRoom('tournaments', { type: 'tournament', action: 'started', data: { id: t.id } });
  return started.map((t) => t.id);
}
