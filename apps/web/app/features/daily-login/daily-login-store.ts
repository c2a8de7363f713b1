import { useEffect } from 'react';
import { create } from 'zustand';
import type { DailyLoginApplyResponse, DailyLoginInfo } from '@casino/contracts';
import { refreshFeatureStatesSoon } from '../../lib/engagement/use-engagement.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { applyDailyLoginPrize, fetchDailyLoginInfo } from './daily-login-api.ts';

interface DailyLoginState {
  /** Whose info this is (the player's login). */
  owner: string | null;
  info: DailyLoginInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  refresh: (owner: string) => Promise<void>;
  /** Collects today's level; the info follows the answer. Throws the HttpError of a refusal. */
  claim: (owner: string) => Promise<DailyLoginApplyResponse>;
}

let generation = 0;

/** The player's daily login, shared by its three modals so one answer serves them all. */
export const useDailyLoginStore = create<DailyLoginState>((set, get) => ({
  owner: null,
  info: null,
  status: 'idle',
  async refresh(owner) {
    const mine = ++generation;
    const same = get().owner === owner && get().info !== null;
    set(same ? {} : { owner, info: null, status: 'loading' });
    try {
      const info = await fetchDailyLoginInfo();
      if (mine === generation) set({ owner, info, status: 'ready' });
    } catch {
      if (mine === generation) set({ status: same ? 'ready' : 'error' });
    }
  },
  async claim(owner) {
    const answer = await applyDailyLoginPrize();
    ++generation;
    set({ owner, info: answer.data, status: 'ready' });
    // The sequencer and the rewards hub follow at once, whether or not the push arrives.
    refreshFeatureStatesSoon();
    return answer;
  },
}));

/**
 * The signed-in player's daily login, fetched when a modal that shows it mounts and again after the
 * engine's pushes about it (a claim in another tab, a new day, the feature starting or finishing).
 */
export function useDailyLogin() {
  const { appInit } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  const state = useDailyLoginStore();
  const refresh = () => {
    if (owner !== null) void useDailyLoginStore.getState().refresh(owner);
  };
  useEffect(() => {
    if (owner !== null) void useDailyLoginStore.getState().refresh(owner);
  }, [owner]);
  const onPush = (data: { key: string }) => {
    if (data.key === 'dailyLogin') refresh();
  };
  usePush('feature', 'claimed', onPush);
  usePush('feature', 'periodStarted', onPush);
  usePush('feature', 'started', onPush);
  usePush('feature', 'finished', onPush);
  const mine = owner !== null && state.owner === owner;
  return {
    owner,
    info: mine ? state.info : null,
    status: mine ? state.status : ('loading' as const),
    refresh,
    claim: () => state.claim(owner ?? ''),
  };
}
