import { useCallback } from 'react';
import { useLocation } from 'react-router';

export const GAME_PARAM = 'game';

/** `?game={slug}` on the current page (other query parameters kept): the game modal opens from it. */
export function useGameHref(): (slug: string) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (slug: string) => {
      const params = new URLSearchParams(search);
      params.set(GAME_PARAM, slug);
      return `${pathname}?${params}`;
    },
    [pathname, search],
  );
}
