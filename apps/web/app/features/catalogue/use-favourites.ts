import { useCallback } from 'react';
import type { TFunction } from '../../i18n/translator.ts';
import { create } from 'zustand';
import { toast } from '../../components/ui/toast.ts';
import { useRootData } from '../../lib/root-data.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';

interface FavouritesState {
  /** The server's list after this tab's last change; null until then (app init's list applies). */
  confirmed: readonly number[] | null;
  /** Optimistic changes waiting for the server. */
  pending: ReadonlyMap<number, boolean>;
  setPending: (id: number, value: boolean | null) => void;
  setConfirmed: (ids: readonly number[]) => void;
}

const useFavouritesStore = create<FavouritesState>()((set) => ({
  confirmed: null,
  pending: new Map(),
  setPending: (id, value) =>
    set((state) => {
      const pending = new Map(state.pending);
      if (value === null) pending.delete(id);
      else pending.set(id, value);
      return { pending };
    }),
  setConfirmed: (ids) => set({ confirmed: ids }),
}));

/**
 * Favourite games of the signed-in player: shown at once on a toggle (optimistic), rolled back with a
 * toast when the server refuses. Guests have none and cannot toggle. The caller's `t` words the toast
 * (every tile calls this hook: one translation hook per tile costs a lot in server rendering).
 */
export function useFavourites(t: TFunction) {
  const { player } = useRootData();
  const confirmed = useFavouritesStore((s) => s.confirmed);
  const pending = useFavouritesStore((s) => s.pending);
  const initial = player?.favoriteGames;

  const isFavourite = useCallback(
    (id: number, fallback = false) => {
      const pendingValue = pending.get(id);
      if (pendingValue !== undefined) return pendingValue;
      if (confirmed) return confirmed.includes(id);
      return fallback || (initial?.includes(id) ?? false);
    },
    [pending, confirmed, initial],
  );

  const toggle = useCallback(
    async (id: number, next: boolean) => {
      const store = useFavouritesStore.getState();
      store.setPending(id, next);
      try {
        const { setFavourite } = await import('./catalogue-api.ts');
        useFavouritesStore.getState().setConfirmed(await setFavourite(id, next));
      } catch (error) {
        toast.error(t('catalogue.favourites.failed', { reason: httpErrorText(error, t) }));
      } finally {
        useFavouritesStore.getState().setPending(id, null);
      }
    },
    [t],
  );

  return { canToggle: player !== null, isFavourite, toggle };
}
