import { useCallback, useSyncExternalStore } from 'react';

// jsdom and some embedded webviews lack matchMedia; they get the fallback instead of a crash.
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Live `matchMedia` result; `fallback` on the server, while hydrating and where matchMedia is missing. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
