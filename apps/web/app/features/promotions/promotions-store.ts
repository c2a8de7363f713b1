import { create } from 'zustand';
import type { PromotionsPage } from '@casino/contracts';

export interface PromotionsState {
  page: PromotionsPage | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Fetches the page again (first load, the promotionsPage update push, a purchase). */
  refresh: () => Promise<void>;
  /** Forgets everything (sign out). */
  reset: () => void;
}

let generation = 0;

/**
 * The signed-in player's promotions, shared by the promotions page and the nav counter so one fetch
 * serves both. A newer refresh wins over an older one still in flight.
 */
export const usePromotionsStore = create<PromotionsState>((set) => ({
  page: null,
  status: 'idle',
  refresh: async () => {
    const mine = ++generation;
    set((state) => ({ status: state.page ? state.status : 'loading' }));
    try {
      // The API module carries the contract's schemas (zod): the nav counter must not bring them to the first load.
      const { fetchPromotionsPage } = await import('./promotions-api.ts');
      const page = await fetchPromotionsPage();
      if (mine === generation) set({ page, status: 'ready' });
    } catch {
      if (mine === generation) set((state) => ({ status: state.page ? 'ready' : 'error' }));
    }
  },
  reset: () => {
    generation++;
    set({ page: null, status: 'idle' });
  },
}));
