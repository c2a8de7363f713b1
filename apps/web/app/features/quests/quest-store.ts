import { useEffect } from 'react';
import { create } from 'zustand';
import { QUEST_REFRESH_DELAY_MS, type QuestData, type QuestType } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchQuest } from './quests-api.ts';

/** Which quest a view shows: one type, or the page's running quest (`main`). */
export type QuestSlot = QuestType | 'main';

interface QuestState {
  owner: string | null;
  data: Partial<Record<QuestSlot, QuestData>>;
  status: Partial<Record<QuestSlot, 'loading' | 'ready' | 'error'>>;
  refresh: (owner: string, slot: QuestSlot, optimized: boolean) => Promise<void>;
}

/** The player's quests by slot, shared by the page, the modals and the welcome popups. */
export const useQuestStore = create<QuestState>((set, get) => ({
  owner: null,
  data: {},
  status: {},
  async refresh(owner, slot, optimized) {
    if (get().owner !== owner) set({ owner, data: {}, status: {} });
    if (!get().data[slot]) set((s) => ({ status: { ...s.status, [slot]: 'loading' } }));
    try {
      const data = await fetchQuest(slot === 'main' ? null : slot, optimized);
      if (get().owner === owner)
        set((s) => ({ data: { ...s.data, [slot]: data }, status: { ...s.status, [slot]: 'ready' } }));
    } catch {
      if (get().owner === owner)
        set((s) => ({ status: { ...s.status, [slot]: s.data[slot] ? 'ready' : 'error' } }));
    }
  },
}));

let timer: ReturnType<typeof setTimeout> | null = null;
let lastOptimized = false;

/** Refetches every quest shown so far (spec: task events refresh after 1 s). */
export function refreshQuestsSoon(delay = QUEST_REFRESH_DELAY_MS) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const { owner, data, refresh } = useQuestStore.getState();
    if (owner === null) return;
    for (const slot of Object.keys(data) as QuestSlot[]) void refresh(owner, slot, lastOptimized);
  }, delay);
}

/** The signed-in player's quest of a slot, fetched on mount (brands with quest optimisation ask for it). */
export function useQuest(slot: QuestSlot) {
  const { appInit, brand } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  const optimized = brand.capabilities.questOptimization;
  lastOptimized = optimized;
  const state = useQuestStore();
  useEffect(() => {
    if (owner !== null) void useQuestStore.getState().refresh(owner, slot, optimized);
  }, [owner, slot, optimized]);
  const mine = owner !== null && state.owner === owner;
  return {
    data: mine ? (state.data[slot] ?? null) : null,
    status: mine ? (state.status[slot] ?? 'loading') : ('loading' as const),
    retry: () => owner !== null && void state.refresh(owner, slot, optimized),
  };
}

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
