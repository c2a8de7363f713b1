import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { LocalizedTextSchema } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questTemplates, quests } from '../db/schema/index.ts';
import { occurrencesToMake } from '../schedule/schedule.ts';

/**
 * Makes the rows of the active quest templates' occurrences that run within the next week
 * (docs/live-operations.md), once across processes: a row per template and occurrence key (unique), inserted
 * with ON CONFLICT DO NOTHING. Their start, days and finish are announced by the quest transitions' job.
 * Answers the ids this run made.
 */
export async function makeQuestOccurrences(db: Db, now: Date): Promise<number[]> {
  const templates = await db
    .select()
    .from(questTemplates)
    .where(eq(questTemplates.active, true))
    // One order in every process: racing inserts take the unique keys in the same order (no deadlock).
    .orderBy(asc(questTemplates.id));
  const due = await occurrencesToMake(templates, now, (earliest) =>
    db
      .select({ templateId: quests.templateId, key: quests.occurrenceKey })
      .from(quests)
      .where(and(isNotNull(quests.templateId), gte(quests.startsAt, earliest))),
  );
  if (due.length === 0) return [];
  const made = await db
    .insert(quests)
    .values(
      due.map(({ template: t, occurrence }) => ({
        brand: t.brand,
        type: t.type,
        title: LocalizedTextSchema.parse(t.title),
        startsAt: occurrence.startsAt,
        dayHours: t.dayHours,
        days: t.days,
        sharedGameSets: t.sharedGameSets,
        requiresCompletedProfile: t.requiresCompletedProfile,
        requiresConfirmedPhone: t.requiresConfirmedPhone,
        requiredRank: t.requiredRank,
        templateId: t.id,
        occurrenceKey: occurrence.key,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: quests.id });
  return made.map((row) => row.id);
}
