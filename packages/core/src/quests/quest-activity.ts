import { and, eq, sql } from 'drizzle-orm';
import type { QuestTaskDefinition } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questProgress } from '../db/schema/index.ts';
import type {
  ActivityContext,
  ActivityHandler,
  ActivityKind,
  ActivityPushes,
} from '../engagement/activity.ts';
import { claimFeatureIn, claimedPush, paysBalance } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { findPlayer, isProfileCompleted } from '../identity/find-player.ts';
import { meetsQuestConditions, questRankOf, type QuestPlayer } from './get-quest-data.ts';
import { loadQuests, runningQuests } from './load-quests.ts';
import {
  dayIndexAt,
  fromUnits,
  goalUnits,
  isSequential,
  purchaseIncrement,
  roundIncrement,
  type QuestRecord,
} from './quest-rules.ts';

/** The claim occasion of a task's prize: one payment per player, quest, day and task. */
export const questTaskOccasion = (questId: number, day: number, task: number) =>
  `quest:${questId}:${day}:${task}`;

/**
 * Adds `increment` (minor units) to a task, capped at its goal, unless it is completed; sets `completed_at`
 * in the same statement when the goal is reached. Answers the new progress and whether this call completed
 * it, or null when the task was completed before (the row lock orders racing handlers: one completes it).
 */
async function addProgress(
  tx: Db,
  input: {
    playerId: string;
    questId: number;
    day: number;
    task: number;
    increment: number;
    goal: number;
    at: Date;
  },
): Promise<{ progress: number; completed: boolean } | null> {
  const { playerId, questId, day, task, increment, goal, at } = input;
  const first = Math.min(increment, goal);
  const [row] = await tx
    .insert(questProgress)
    .values({
      playerId,
      questId,
      day,
      task,
      progress: first,
      completedAt: first >= goal ? at : null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [questProgress.playerId, questProgress.questId, questProgress.day, questProgress.task],
      set: {
        progress: sql`least(${questProgress.progress} + ${increment}, ${goal})`,
        completedAt: sql`case when ${questProgress.progress} + ${increment} >= ${goal} then ${at.toISOString()}::timestamptz else null end`,
        updatedAt: at,
      },
      setWhere: sql`${questProgress.completedAt} is null`,
    })
    .returning({ progress: questProgress.progress, completedAt: questProgress.completedAt });
  if (!row) return null;
  return { progress: Number(row.progress), completed: row.completedAt !== null };
}

/** The tasks of a day that are completed, by index (for the free-play challenge's path). */
async function completedTasks(tx: Db, playerId: string, questId: number, day: number): Promise<Set<number>> {
  const rows = await tx
    .select({ task: questProgress.task, completedAt: questProgress.completedAt })
    .from(questProgress)
    .where(
      and(
        eq(questProgress.playerId, playerId),
        eq(questProgress.questId, questId),
        eq(questProgress.day, day),
      ),
    );
  return new Set(rows.filter((r) => r.completedAt).map((r) => r.task));
}

/**
 * Counts one activity into the tasks of every quest running at its time (`occurredAt`) for the player's brand,
 * pays each task it completes (claim rule, occasion `quest:{id}:{day}:{task}`) and asks for the task events.
 */
async function countActivity<K extends ActivityKind>(
  ctx: ActivityContext<K>,
  incrementOf: (task: QuestTaskDefinition, quest: QuestRecord) => number,
) {
  const { tx, activity, push } = ctx;
  const at = activity.occurredAt;
  const feature = await loadFeature(tx, activity.brand, 'quest');
  if (!feature || !isLive(feature, at)) return;
  const quests = runningQuests(await loadQuests(tx, activity.brand), at);
  if (quests.length === 0) return;
  let player: QuestPlayer | null = null;
  for (const quest of quests) {
    const day = dayIndexAt(quest, at)!;
    const tasks = quest.days[day]!.tasks;
    const increments = tasks.map((task) => incrementOf(task, quest));
    if (increments.every((n) => n <= 0)) continue;
    if (quest.requiresCompletedProfile || quest.requiresConfirmedPhone || quest.requiredRank !== null) {
      if (!player) {
        const row = await findPlayer(tx, activity.playerId);
        if (!row) return;
        // The rank as the rank league left it in this transaction (its handler runs first): the round that
        // reaches a quest's rank counts for that quest.
        const { rank } = await questRankOf(tx, activity, quests);
        player = {
          profileCompleted: isProfileCompleted(row),
          phoneConfirmed: row.phoneConfirmedAt !== null,
          rank,
        };
      }
      if (!meetsQuestConditions(quest, player)) continue;
    }
    const done = isSequential(quest.type) ? await completedTasks(tx, activity.playerId, quest.id, day) : null;
    for (const [taskIndex, task] of tasks.entries()) {
      const increment = increments[taskIndex]!;
      if (increment <= 0) continue;
      // The path: an activity counts only for the first task not yet completed (not also for the next one).
      if (done?.has(taskIndex)) continue;
      if (done && [...Array(taskIndex).keys()].some((i) => !done.has(i))) break;
      const goal = goalUnits(task);
      const result = await addProgress(tx, {
        playerId: activity.playerId,
        questId: quest.id,
        day,
        task: taskIndex,
        increment,
        goal,
        at,
      });
      if (!result) continue;
      const isPath = done !== null;
      const event = {
        questId: quest.id,
        questType: quest.type,
        day,
        taskIndex,
        progress: fromUnits(task, result.progress),
        goal: task.goal,
        isLast: day === quest.days.length - 1 && taskIndex === tasks.length - 1,
      };
      if (!result.completed) {
        push.toPlayer(activity.playerId, { type: 'quest', action: 'taskProgress', data: event });
        if (isPath) break;
        continue;
      }
      await payTask(tx, push, {
        brand: activity.brand,
        playerId: activity.playerId,
        now: ctx.now,
        quest,
        day,
        taskIndex,
        task,
      });
      push.toPlayer(activity.playerId, { type: 'quest', action: 'taskCompleted', data: event });
      if (isPath) break;
    }
  }
}

async function payTask(
  tx: Db,
  push: ActivityPushes,
  input: {
    brand: string;
    playerId: string;
    now: Date;
    quest: QuestRecord;
    day: number;
    taskIndex: number;
    task: QuestTaskDefinition;
  },
) {
  const outcome = await claimFeatureIn(tx, {
    brand: input.brand,
    playerId: input.playerId,
    key: 'quest',
    now: input.now,
    occasion: questTaskOccasion(input.quest.id, input.day, input.taskIndex),
    // Earned while the quest ran: paid even if the feature was switched off since.
    requireLive: false,
    decide: async () => ({
      prizes: [input.task.prize],
      state: { questId: input.quest.id, day: input.day, task: input.taskIndex },
    }),
  });
  if (outcome.replayed) return;
  if (paysBalance(outcome)) push.balanceOf(input.playerId);
  push.toPlayer(input.playerId, claimedPush('quest'));
}

/** The quests' reaction to play and purchases (listed in ACTIVITY_HANDLERS). */
export const questActivityHandler: ActivityHandler = {
  name: 'quest',
  round: (ctx) =>
    countActivity(ctx, (task, quest) => roundIncrement(task, quest.sharedGameSets, ctx.activity.data)),
  purchase: (ctx) => countActivity(ctx, (task) => purchaseIncrement(task)),
};
