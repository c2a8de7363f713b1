import { useEffect } from 'react';
import { create } from 'zustand';
import type { MoneyBoxInfo } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchMoneyBox } from './piggy-bank-api.ts';

interface MoneyBoxState {
  owner: string | null;
  info: MoneyBoxInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  refresh: (owner: string) => Promise<void>;
  /** A topUp/collectUp push: the new amount at once (the info follows from the server). */
  saved: (amount: number) => void;
}

let generation = 0;

/** The player's piggy bank, shared by the page, the modal and the promotions card. */
export const useMoneyBoxStore = create<MoneyBoxState>((set, get) => ({
  owner: null,
  info: null,
  status: 'idle',
  async refresh(owner) {
    const mine = ++generation;
    const same = get().owner === owner && get().info !== null;
    set(same ? {} : { owner, info: null, status: 'loading' });
    try {
      const info = await fetchMoneyBox();
      if (mine === generation) set({ owner, info, status: 'ready' });
    } catch {
      if (mine === generation) set({ status: same ? 'ready' : 'error' });
    }
  },
  saved(amount) {
    const info = get().info;
    if (info) set({ info: { ...info, moneyBoxAmount: amount } });
  },
}));

/**
 * The signed-in player's piggy bank: fetched on mount, then kept current by the `moneyBox` pushes (a saved
 * bet moves the amount at once; every push and a reconnect read the info again).
 */
export function useMoneyBox() {
  const { appInit } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  const state = useMoneyBoxStore();
  const refresh = () => {
    if (owner !== null) void useMoneyBoxStore.getState().refresh(owner);
  };
  useEffect(() => {
    if (owner !== null) void useMoneyBoxStore.getState().refresh(owner);
  }, [owner]);
  const onSaved = (data: { moneyBoxAmount: number }) => {
    useMoneyBoxStore.getState().saved(data.moneyBoxAmount);
    refresh();
  };
  usePush('moneyBox', 'topUp', onSaved);
  usePush('moneyBox', 'collectUp', onSaved);
  usePush('moneyBox', 'break', refresh);
  useRealtimeReconnected(refresh);
  const mine = owner !== null && state.owner === owner;
  return {
    info: mine ? state.info : null,
    status: mine ? state.status : ('loading' as const),
    refresh,
  };
}
