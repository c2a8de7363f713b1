import type { LocalizedText, QuestDayDefinition, QuestTaskDefinition, QuestType } from '@casino/contracts';
import type { ActivityData } from '../engagement/activity.ts';

/** A quest row as the rules read it (days parsed with the contracts' schema). */
export interface QuestRecord {
  id: number;
  brand: string;
  type: QuestType;
  title: LocalizedText;
  startsAt: Date;
  dayHours: number;
  days: QuestDayDefinition[];
  sharedGameSets: Record<string, string[]>;
  requiresCompletedProfile: boolean;
  requiresConfirmedPhone: boolean;
  /** The rank league rank (1-based) a player must hold to take part; null: none. */
  requiredRank: number | null;
}

const HOUR_MS = 3600 * 1000;

export const questEnd = (quest: Pick<QuestRecord, 'startsAt' | 'dayHours' | 'days'>) =>
  new Date(quest.startsAt.getTime() + quest.days.length * quest.dayHours * HOUR_MS);

/** Day `index`'s window: [startsAt, endsAt). */
export const dayWindow = (quest: Pick<QuestRecord, 'startsAt' | 'dayHours'>, index: number) => ({
  startsAt: new Date(quest.startsAt.getTime() + index * quest.dayHours * HOUR_MS),
  endsAt: new Date(quest.startsAt.getTime() + (index + 1) * quest.dayHours * HOUR_MS),
});

/** The day running at `at`, or null before the start and from the end on. */
export function dayIndexAt(
  quest: Pick<QuestRecord, 'startsAt' | 'dayHours' | 'days'>,
  at: Date,
): number | null {
  const elapsed = at.getTime() - quest.startsAt.getTime();
  if (elapsed < 0) return null;
  const index = Math.floor(elapsed / (quest.dayHours * HOUR_MS));
  return index < quest.days.length ? index : null;
}

export const isRunningAt = (quest: QuestRecord, at: Date) => dayIndexAt(quest, at) !== null;

/** Bets and wins count in the task's currency (coins when none is named); spins in either, or the named one. */
const taskCurrency = (task: QuestTaskDefinition) => task.currency ?? (task.kind === 'spins' ? null : 'COIN');

/** The task counts an amount of entries (kept in hundredths, shown with two decimals). */
const countsEntries = (task: QuestTaskDefinition) =>
  (task.kind === 'bets' || task.kind === 'wins') && taskCurrency(task) === 'ENTRY';

/** The task's goal in the ledger's minor units (entries in hundredths). */
export const goalUnits = (task: QuestTaskDefinition) =>
  Math.round(countsEntries(task) ? task.goal * 100 : task.goal);

/** Minor units back in the task's unit (entries with two decimals). */
export const fromUnits = (task: QuestTaskDefinition, units: number) =>
  countsEntries(task) ? units / 100 : units;

/** The catalogue slugs a task counts (empty: every game). */
export const taskGames = (task: QuestTaskDefinition, shared: Record<string, string[]>): string[] => [
  ...task.games,
  ...(task.sharedGameSet ? (shared[task.sharedGameSet] ?? []) : []),
];

/** What one round adds to a task, in minor units (0: it does not count). Free rounds count only their wins. */
export function roundIncrement(
  task: QuestTaskDefinition,
  shared: Record<string, string[]>,
  round: ActivityData['round'],
): number {
  if (task.kind === 'purchases') return 0;
  const currency = taskCurrency(task);
  if (currency && round.currency !== currency) return 0;
  const games = taskGames(task, shared);
  if (games.length > 0 && !games.includes(round.gameId)) return 0;
  if (task.kind === 'spins') return round.freeRound ? 0 : 1;
  if (task.kind === 'bets') return round.freeRound ? 0 : round.bet;
  return round.win;
}

export const purchaseIncrement = (task: QuestTaskDefinition) => (task.kind === 'purchases' ? 1 : 0);

/**
 * In a free-play challenge the tasks are a path: a task counts only once every task before it is completed.
 * Advent and season quest tasks count side by side.
 */
export const isSequential = (type: QuestType) => type === 'fp_challenge';

/** The spec's active task: the first incomplete one, else the first. */
export const activeTaskIndex = (completed: readonly boolean[]) => {
  const index = completed.indexOf(false);
  return index === -1 ? 0 : index;
};
