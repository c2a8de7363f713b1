import { and, eq } from 'drizzle-orm';
import {
  pickText,
  type Prize,
  type QuestData,
  type QuestDay,
  type QuestInfo,
  type QuestTask,
  type QuestTaskDefinition,
  type QuestTaskPrize,
  type QuestType,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questProgress } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { findPlayer, isProfileCompleted } from '../identity/find-player.ts';
import { unauthorized } from '../errors.ts';
import { playerRankOf } from '../engagement/player-rank.ts';
import { futureQuestOf, gameIdsBySlug, loadQuests, runningQuests } from './load-quests.ts';
import {
  activeTaskIndex,
  dayIndexAt,
  dayWindow,
  fromUnits,
  goalUnits,
  questEnd,
  taskGames,
  type QuestRecord,
} from './quest-rules.ts';

const HOUR_MS = 3600 * 1000;
export const NO_QUEST: QuestData = { quest: null, futureQuest: null, playerData: null };

/** The quest as the spec's questInfo; `rankNames`: the rank league's rank codes, to name a required rank. */
export const questInfoOf = (
  quest: QuestRecord,
  rankNames: readonly string[] = [],
  locale = 'en',
): QuestInfo => ({
  id: quest.id,
  type: quest.type,
  title: pickText(quest.title, locale),
  start: quest.startsAt.toISOString(),
  end: questEnd(quest).toISOString(),
  daysCount: quest.days.length,
  isAvailableForCompletedProfile: quest.requiresCompletedProfile,
  isAvailableForConfirmedPhone: quest.requiresConfirmedPhone,
  requiredRank: quest.requiredRank
    ? { rank: quest.requiredRank, name: rankNames[quest.requiredRank - 1] ?? null }
    : null,
});

export const taskPrizeOf = (prize: Prize): QuestTaskPrize => ({
  freeSpin: prize.freeSpins
    ? {
        freeSpinCount: prize.freeSpins.count,
        gameId: prize.freeSpins.gameId,
        betLevel: prize.freeSpins.betLevel,
      }
    : null,
  entries: prize.entries,
  coins: prize.coins,
});

/** What a quest's conditions look at: the profile, the phone and the player's rank league rank (1-based). */
export interface QuestPlayer {
  profileCompleted: boolean;
  phoneConfirmed: boolean;
  rank: number;
}

/** Whether the player meets the quest's conditions (a completed profile, a confirmed phone, a rank). */
export const meetsQuestConditions = (
  quest: Pick<QuestRecord, 'requiresCompletedProfile' | 'requiresConfirmedPhone' | 'requiredRank'>,
  player: QuestPlayer,
) =>
  (!quest.requiresCompletedProfile || player.profileCompleted) &&
  (!quest.requiresConfirmedPhone || player.phoneConfirmed) &&
  (quest.requiredRank === null || player.rank >= quest.requiredRank);

/** The player's rank, read only when a quest asks for one (1 otherwise: no statement spent). */
export async function questRankOf(
  db: Db,
  input: { brand: string; playerId: string },
  quests: ReadonlyArray<Pick<QuestRecord, 'requiredRank'>>,
): Promise<{ rank: number; rankNames: string[] }> {
  if (quests.every((q) => q.requiredRank === null)) return { rank: 1, rankNames: [] };
  const { rank, names } = await playerRankOf(db, input);
  return { rank, rankNames: [...names] };
}

/**
 * GET /rest/page/quests/ and GET /rest/quest/: the running quest (of `type` when given; else the first of
 * season, advent, fp_challenge), the next one within the feature's `announceHours`, and the player's days.
 * With `optimized` (quest optimisation) shared game lists are sent once in `sharedGameSets`.
 */
export async function getQuestData(
  db: Db,
  input: {
    brand: string;
    playerId: string;
    now: Date;
    type?: QuestType;
    optimized?: boolean;
    locale?: string;
  },
): Promise<QuestData> {
  const player = await findPlayer(db, input.playerId);
  if (!player) throw unauthorized();
  const feature = await loadFeature(db, input.brand, 'quest');
  if (!feature || !isLive(feature, input.now)) return NO_QUEST;
  const all = await loadQuests(db, input.brand);
  const [running] = runningQuests(all, input.now, input.type);
  const future = futureQuestOf(all, input.now, feature.config.announceHours * HOUR_MS, input.type);
  const { rank, rankNames } = await questRankOf(db, { brand: input.brand, playerId: input.playerId }, [
    ...(running ? [running] : []),
    ...(future ? [future] : []),
  ]);
  const futureQuest =
    future && future !== running ? { questInfo: questInfoOf(future, rankNames, input.locale) } : null;
  if (!running) return { quest: null, futureQuest, playerData: null };

  const rows = await db
    .select()
    .from(questProgress)
    .where(and(eq(questProgress.playerId, input.playerId), eq(questProgress.questId, running.id)));
  const progressOf = (day: number, task: number) => rows.find((r) => r.day === day && r.task === task);
  const allSlugs = running.days.flatMap((d) => d.tasks.flatMap((t) => taskGames(t, running.sharedGameSets)));
  const ids = await gameIdsBySlug(db, allSlugs);
  const idsOf = (slugs: string[]) => slugs.flatMap((slug) => ids.get(slug) ?? []);
  const isAvailable = meetsQuestConditions(running, {
    profileCompleted: isProfileCompleted(player),
    phoneConfirmed: player.phoneConfirmedAt !== null,
    rank,
  });

  const taskOf = (day: number, taskIndex: number, task: QuestTaskDefinition): QuestTask => {
    const row = progressOf(day, taskIndex);
    const window = dayWindow(running, day);
    const shared = input.optimized && task.sharedGameSet ? task.sharedGameSet : null;
    const slugs = shared ? task.games : taskGames(task, running.sharedGameSets);
    const single = slugs.length === 1 && !shared ? slugs[0]! : null;
    return {
      taskIndex,
      kind: task.kind,
      currency: task.currency,
      isCompleted: Boolean(row?.completedAt),
      progress: fromUnits(task, Math.min(row?.progress ?? 0, goalUnits(task))),
      goal: task.goal,
      executionTimeData: {
        startedAt: window.startsAt.toISOString(),
        finishedAt: window.endsAt.toISOString(),
      },
      gameIds: idsOf(slugs),
      sharedGameIds: shared,
      action: single
        ? { type: 'game', details: { slug: single, link: `/lobby/?game=${single}` } }
        : {
            type: 'gamesList',
            details: { slug: null, link: task.kind === 'purchases' ? '/?openModal=deposit' : '/lobby/' },
          },
      prize: taskPrizeOf(task.prize),
    };
  };

  const today = dayIndexAt(running, input.now) ?? running.days.length - 1;
  const days: QuestDay[] = running.days.map((day, index) => {
    const window = dayWindow(running, index);
    const tasks = day.tasks.map((task, taskIndex) => taskOf(index, taskIndex, task));
    return {
      index,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      isCompleted: tasks.every((t) => t.isCompleted),
      isEnded: input.now >= window.endsAt,
      isLocked: input.now < window.startsAt || !isAvailable,
      tasks,
    };
  });
  const todays = days[today]!;
  const sharedGameSets = input.optimized
    ? Object.fromEntries(Object.entries(running.sharedGameSets).map(([name, slugs]) => [name, idsOf(slugs)]))
    : {};
  return {
    quest: {
      questInfo: questInfoOf(running, rankNames, input.locale),
      dayInfo: { index: today, isCompleted: todays.isCompleted, tasks: todays.tasks },
      isAvailable,
      activeTaskIndex: activeTaskIndex(todays.tasks.map((t) => t.isCompleted)),
      sharedGameSets,
    },
    futureQuest,
    playerData: { days },
  };
}
