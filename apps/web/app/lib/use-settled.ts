import { useEffect, useState } from 'react';
import { whenIdle } from './idle.ts';

/** What ends a guest's first quiet moment on a page: the first interaction, or this long. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
export const GUEST_SETTLE_MS = 5_000;

/**
 * Whether the tab may start the app-wide work its first paint does not show (the realtime connection, the
 * features' roots). A player's tab: at once. A guest's: on a first interaction, when the browser is next idle
 * (the interaction's own frame paints first), or after 5 s; at once when the page was opened with a query (an
 * email's link, a referral, an offer: a root answers it). The first visit's main thread is then the page's own
 * hydration, which is what Lighthouse's simulated phone counts (issue #34). Once true, it stays true.
 */
export function useSettled(guest: boolean): boolean {
  const [settled, setSettled] = useState(!guest);
  useEffect(() => {
    if (settled) return;
    if (!guest || window.location.search) {
      setSettled(true);
      return;
    }
    let cancelIdle: (() => void) | undefined;
    const settle = () => {
      cancelIdle ??= whenIdle(() => setSettled(true));
    };
    const timer = window.setTimeout(() => setSettled(true), GUEST_SETTLE_MS);
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, settle, options);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, settle, options);
    };
  }, [guest, settled]);
  return settled;
}
