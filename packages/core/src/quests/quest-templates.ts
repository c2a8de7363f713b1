import { eq, sql } from 'drizzle-orm';
import {
  QUEST_DURATION_MESSAGE,
  questDuration,
  ScheduleSchema,
  type QuestDayDefinition,
  type QuestTemplateCreate,
  type QuestTemplateRow,
  type QuestTemplateUpdate,
  type TemplatesQuery,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questProgress, questTemplates, quests } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import type { ListPage } from '../backoffice/shared/list-page.ts';
// The rules every recurring template shares (docs/live-operations.md).
import * as lifecycle from '../backoffice/live-operations/template-lifecycle.ts';

type TemplateRow = typeof questTemplates.$inferSelect;

/** A quest template as the back-office shows it: its state (`running`: an occurrence runs now) and next start. */
export const toQuestTemplateRow = (row: TemplateRow, now: Date, running = false): QuestTemplateRow =>
  lifecycle.shownTemplate(row, running, now, {
    type: row.type,
    dayHours: row.dayHours,
    days: row.days as QuestTemplateRow['days'],
    sharedGameSets: row.sharedGameSets as QuestTemplateRow['sharedGameSets'],
    requiresCompletedProfile: row.requiresCompletedProfile,
    requiresConfirmedPhone: row.requiresConfirmedPhone,
    requiredRank: row.requiredRank,
  });

/**
 * Quests as template occurrences: joined means a player has progress on one of its tasks. A quest has no end
 * column: its end is its start plus days × day hours.
 */
export const questOccurrences = lifecycle.occurrenceStore(
  quests,
  (db) =>
    db
      .select({ one: sql`1` })
      .from(questProgress)
      .where(eq(questProgress.questId, quests.id)),
  sql`${quests.startsAt} + make_interval(hours => ${quests.dayHours} * jsonb_array_length(${quests.days}))`,
);

/** GET /rest/backoffice/quest-templates/: a brand's (or every brand's) recurring quests. */
export async function listQuestTemplates(
  db: Db,
  query: TemplatesQuery,
  now: Date,
): Promise<ListPage<QuestTemplateRow>> {
  return lifecycle.listTemplates(db, {
    table: questTemplates,
    store: questOccurrences,
    query,
    now,
    shown: toQuestTemplateRow,
  });
}

/**
 * A quest's days and game sets: every task's games and every set's games are active catalogue games, and a
 * task's `sharedGameSet` names a set the quest defines.
 */
async function checkQuestContent(
  db: Db,
  content: { days: QuestDayDefinition[]; sharedGameSets: Record<string, string[]> },
  now: Date,
) {
  for (const [d, day] of content.days.entries())
    for (const [i, task] of day.tasks.entries())
      if (task.sharedGameSet !== null && !(task.sharedGameSet in content.sharedGameSets)) {
        const message = `Day ${d + 1}, task ${i + 1} names the game set ${task.sharedGameSet}, which the quest does not define.`;
        throw invalid(message, { [`days.${d}.tasks.${i}.sharedGameSet`]: [message] });
      }
  const slugs = [
    ...content.days.flatMap((day) => day.tasks.flatMap((task) => task.games)),
    ...Object.values(content.sharedGameSets).flat(),
  ];
  await lifecycle.checkTemplateFields(db, { games: slugs }, now, 'days');
}

/** POST /rest/backoffice/quest-templates/ (in the audit's transaction). */
export async function createQuestTemplate(
  db: Db,
  input: QuestTemplateCreate,
  now: Date,
): Promise<TemplateRow> {
  await checkQuestContent(db, input, now);
  await lifecycle.checkTemplateFields(db, { schedule: input.schedule }, now);
  return lifecycle.insertTemplate(
    db,
    questTemplates,
    input,
    {
      type: input.type,
      dayHours: input.dayHours,
      days: input.days,
      sharedGameSets: input.sharedGameSets,
      requiresCompletedProfile: input.requiresCompletedProfile,
      requiresConfirmedPhone: input.requiresConfirmedPhone,
      requiredRank: input.requiredRank,
    },
    now,
  );
}

/**
 * PATCH /rest/backoffice/quest-templates/{id}/ (in the audit's transaction), by the shared rules of what may
 * change while an occurrence runs (`changeTemplate`): players' progress counts against a running quest's
 * days and tasks, so only occurrences not started yet take the edit. The template as it would be must still
 * last its days times its day length.
 */
export async function updateQuestTemplate(
  db: Db,
  input: { id: number; update: QuestTemplateUpdate; now: Date },
): Promise<lifecycle.TemplateChange<TemplateRow>> {
  const { id, update, now } = input;
  const before = await lifecycle.templateForUpdate(db, questTemplates, id, 'quest');
  const { active: _active, cancelled: _cancelled, ...content } = update;
  const merged = {
    days: (content.days ?? before.days) as QuestDayDefinition[],
    dayHours: content.dayHours ?? before.dayHours,
    sharedGameSets: (content.sharedGameSets ?? before.sharedGameSets) as Record<string, string[]>,
    schedule: content.schedule ?? ScheduleSchema.parse(before.schedule),
  };
  if (merged.schedule.duration !== questDuration(merged))
    throw invalid(QUEST_DURATION_MESSAGE, { 'schedule.duration': [QUEST_DURATION_MESSAGE] });
  if (content.days || content.sharedGameSets) await checkQuestContent(db, merged, now);
  await lifecycle.checkTemplateFields(db, { schedule: content.schedule }, now);
  return lifecycle.changeTemplate(db, {
    table: questTemplates,
    before,
    update,
    now,
    store: questOccurrences,
    fields: content,
    occurrenceContent: () => {
      const { schedule: _schedule, ...copied } = content;
      return copied;
    },
  });
}
