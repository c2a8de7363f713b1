import { QUEST_REFRESH_DELAY_MS, type QuestData, type QuestType } from '@casino/contracts';
import { playerKey, refreshQueries, tabQueryClient, useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchQuest } from './quests-api.ts';

/** Which quest a view shows: one type, or the page's running quest (`main`). */
export type QuestSlot = QuestType | 'main';

const questKey = (slot: QuestSlot) => ['quests', slot];

let timer: ReturnType<typeof setTimeout> | null = null;

/** Reads again every quest shown (spec: task events refresh after 1 s); the others when next shown. */
export function refreshQuestsSoon(delay = QUEST_REFRESH_DELAY_MS) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    refreshQueries(['quests']);
  }, delay);
}

/**
 * The signed-in player's quest of a slot, shared by the page, the modals and the quests root through the
 * query cache, read on mount while `enabled` (brands with quest optimisation ask for it).
 */
export function useQuest(slot: QuestSlot, enabled = true) {
  const { appInit, brand } = useRootData();
  const signedIn = !appInit.isGuest;
  const optimized = brand.capabilities.questOptimization;
  const { state, reload } = useApiQuery(
    questKey(slot),
    () => fetchQuest(slot === 'main' ? null : slot, optimized),
    { enabled: signedIn && enabled },
  );
  return {
    data: state.status === 'ready' ? state.data : null,
    status: state.status,
    retry: () => signedIn && void reload(),
  };
}

/** The player's quest of a slot as last read, for code outside React (the welcome popups). */
export const cachedQuest = (slot: QuestSlot, login: string | null) =>
  tabQueryClient()?.getQueryData<QuestData>(playerKey(questKey(slot), login));

/** Which quests' welcome this device has shown (a welcome is offered once per quest). */
const KEY = 'quest-welcomed';

const read = (): number[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

export const wasWelcomed = (questId: number) => read().includes(questId);

export function markWelcomed(questId: number) {
  try {
    localStorage.setItem(KEY, JSON.stringify([...read().filter((id) => id !== questId), questId].slice(-20)));
  } catch {
    // Storage off (private mode): the welcome may show again.
  }
}
