import {
  dayWindow,
  parseQuestRow,
  questEnd,
  tables,
  type Db,
  type Publisher,
  type QuestRecord,
} from '@casino/core';
import type { JobEngine } from './job-engine.ts';
import { TRANSITION_NEWS_MS } from './feature-transitions.ts';

export const QUEST_TRANSITIONS_JOB = 'quest-transitions';
/** Every minute: a quest's start, day end and finish are announced within about a minute. */
export const QUEST_TRANSITIONS_CRON = '* * * * *';

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
  const quests = (await deps.db.select().from(tables.quests)).flatMap((row) => parseQuestRow(row) ?? []);
  const due = quests.flatMap((quest) => dueQuestTransitions(quest, now));
  if (due.length === 0) return [];
  const key = (brand: string, featureKey: string, transition: string, at: Date) =>
    `${brand}|${featureKey}|${transition}|${at.getTime()}`;
  const inserted = await deps.db
    .insert(tables.featureTransitions)
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

/** Registers the job on the engine: every minute, and at once after a move of the clock. */
export function scheduleQuestTransitions(jobs: JobEngine, deps: { db: Db; publisher: Publisher }) {
  jobs.schedule(QUEST_TRANSITIONS_JOB, QUEST_TRANSITIONS_CRON, async ({ now }) => {
    await announceQuestTransitions(deps, now);
  });
}
