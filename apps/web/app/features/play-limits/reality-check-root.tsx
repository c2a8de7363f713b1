import { useEffect, useSyncExternalStore } from 'react';
import type { PlaySession } from '@casino/contracts';
import { isModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchPlaySession } from './play-limits-api.ts';

/** The page's heartbeat while visible: keeps the play session alive (it ends after 30 minutes away). */
const HEARTBEAT_MS = 60_000;

/** The next beat: a minute on, or just after the next reality check if sooner (on the server's clock). */
function nextBeat(session: PlaySession | undefined): number {
  if (!session) return HEARTBEAT_MS;
  const untilCheck = new Date(session.realityCheckAt).getTime() - new Date(session.now).getTime();
  return untilCheck > 0 ? Math.max(1000, Math.min(HEARTBEAT_MS, untilCheck + 500)) : HEARTBEAT_MS;
}

const onVisibility = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};
const isVisible = () => document.visibilityState === 'visible';

/**
 * Signed-in pages ask the server for the play session on load, when they become visible and every
 * minute (or at the next reality check, if sooner, by the server's clock); the server says when a check
 * is due or the session time limit is reached, and this opens the dialog.
 */
export function RealityCheckRoot() {
  const { appInit } = useRootData();
  const visible = useSyncExternalStore(onVisibility, isVisible, () => false);
  // Off while the tab is hidden; shown again, it reads at once (the query is stale by then).
  const { state } = useApiQuery(['play-session'], fetchPlaySession, {
    enabled: !appInit.isGuest && visible,
    refetchEvery: nextBeat,
  });
  const session = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (
      session &&
      (session.realityCheckDue || session.sessionLimit?.reached) &&
      !isModalOpen('reality-check')
    )
      openModal('reality-check', { session });
  }, [session]);
  return null;
}
