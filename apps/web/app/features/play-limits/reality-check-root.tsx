import { useEffect } from 'react';
import { isModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchPlaySession } from './play-limits-api.ts';

/** The page's heartbeat while visible: keeps the play session alive (it ends after 30 minutes away). */
const HEARTBEAT_MS = 60_000;

/**
 * Signed-in pages ask the server for the play session on load, when they become visible and every
 * minute (or at the next reality check, if sooner, by the server's clock); the server says when a check
 * is due or the session time limit is reached, and this opens the dialog.
 */
export function RealityCheckRoot() {
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      let wait = HEARTBEAT_MS;
      try {
        const session = await fetchPlaySession();
        if (stopped) return;
        if ((session.realityCheckDue || session.sessionLimit?.reached) && !isModalOpen('reality-check'))
          openModal('reality-check', { session });
        const untilCheck = new Date(session.realityCheckAt).getTime() - new Date(session.now).getTime();
        if (untilCheck > 0) wait = Math.max(1000, Math.min(wait, untilCheck + 500));
      } catch {
        // Offline or signed out meanwhile: try again at the next beat.
      }
      timer = setTimeout(() => void check(), wait);
    };
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);
  return null;
}
