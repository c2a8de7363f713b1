import { useEffect } from 'react';
import { create } from 'zustand';
import type { Season } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchSeason } from './season-api.ts';

interface SeasonState {
  owner: string | null;
  season: Season | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  refresh: (owner: string) => Promise<void>;
}

/** The player's season tower, shared by the modal and the season root. */
export const useSeasonStore = create<SeasonState>((set, get) => ({
  owner: null,
  season: null,
  status: 'idle',
  async refresh(owner) {
    if (get().owner !== owner) set({ owner, season: null, status: 'loading' });
    try {
      const season = await fetchSeason();
      if (get().owner === owner) set({ season, status: 'ready' });
    } catch {
      if (get().owner === owner) set((s) => ({ status: s.season ? 'ready' : 'error' }));
    }
  },
}));

export function useSeason() {
  const { appInit } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  const state = useSeasonStore();
  useEffect(() => {
    if (owner !== null) void useSeasonStore.getState().refresh(owner);
  }, [owner]);
  const mine = owner !== null && state.owner === owner;
  return {
    season: mine ? state.season : null,
    status: mine ? state.status : ('loading' as const),
    retry: () => owner !== null && void state.refresh(owner),
  };
}
