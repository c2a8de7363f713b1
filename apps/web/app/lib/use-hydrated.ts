import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true after. Forms keep submit disabled until then,
 * so a click before the scripts run cannot send the fields as a plain GET (passwords in the URL).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
