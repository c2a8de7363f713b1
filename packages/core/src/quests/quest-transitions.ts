import { and, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { featureTransitions, quests as questRows } from '../db/schema/index.ts';
import { TRANSITION_NEWS_MS } from '../engagement/periods.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { parseQuestRow } from './load-quests.ts';
import { dayWindow, questEnd, type QuestRecord } from './quest-rules.ts';

export type QuestTransition = 'started' | 'dayFinished' | 'finished';

export interface DueQuestTransition {
  quest: QuestRecord;
  transition: QuestTransition;
  /** The day that ended (dayFinished), else null. */
  day: number | null;
  at: Date;
}

/**
 * A quest's transitions that have happened by `now` and are still news (as the features' job): its start, the
 * end of each day but the last, and its finish.
 */
export function dueQuestTransitions(quest: QuestRecord, now: Date): DueQuestTransition[] {
  const due: DueQuestTransition[] = [];
  if (quest.startsAt <= now) due.push({ quest, transition: 'started', day: null, at: quest.startsAt });
  for (let day = 0; day < quest.days.length - 1; day++) {
    const { endsAt } = dayWindow(quest, day);
    if (endsAt <= now) due.push({ quest, transition: 'dayFinished', day, at: endsAt });
  }
  const end = questEnd(quest);
  if (end <= now) due.push({ quest, transition: 'finished', day: null, at: end });
  return due.filter((t) => now.getTime() - t.at.getTime() < TRANSITION_NEWS_MS);
}

/** How a quest transition is kept in `feature_transitions` (a day's end is the next day's start). */
const ROW_TRANSITION = { started: 'started', finished: 'finished', dayFinished: 'periodStarted' } as const;

/**
 * Announces quest transitions once across processes (the feature transitions' table and rule: a row per
 * transition, `feature_key` `quest:{id}`, inserted with ON CONFLICT DO NOTHING; only what this run inserted is
 * pushed): `quest started|dayFinished|finished` to the brand's signed-in pages, which refresh after 1 s.
 */
export async function announceQuestTransitions(
  deps: { db: Db; publisher: Publisher },
  now: Date,
): Promise<DueQuestTransition[]> {
  // Only quests begun whose finish is still news: recurring templates add quests every week, for ever.
  const newsSince = new Date(now.getTime() - TRANSITION_NEWS_MS);
  const rows = await deps.db
    .select()
    .from(questRows)
    .where(
      and(
        lte(questRows.startsAt, now),
        sql`${questRows.startsAt} + jsonb_array_length(${questRows.days}) * ${questRows.dayHours} * interval '1 hour' > ${newsSince.toISOString()}::timestamptz`,
      ),
    );
  const quests = rows.flatMap((row) => parseQuestRow(row) ?? []);
  const due = quests.flatMap((quest) => dueQuestTransitions(quest, now));
  if (due.length === 0) return [];
  const key = (brand: string, featureKey: string, transition: string, at: Date) =>
    `${brand}|${featureKey}|${transition}|${at.getTime()}`;
  const inserted = await deps.db
    .insert(featureTransitions)
    .values(
      due.map((t) => ({
        brand: t.quest.brand,
        featureKey: `quest:${t.quest.id}`,
        transition: ROW_TRANSITION[t.transition],
        at: t.at,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const recorded = new Set(inserted.map((r) => key(r.brand, r.featureKey, r.transition, r.at)));
  const announced = due.filter((t) =>
    recorded.has(key(t.quest.brand, `quest:${t.quest.id}`, ROW_TRANSITION[t.transition], t.at)),
  );
  for (const { quest, transition, day } of announced)
    deps.publisher.toBrand(quest.brand, {
      type: 'quest',
      action: transition,
      data: { questId: quest.id, questType: quest.type, day },
    });
  return announced;
}
