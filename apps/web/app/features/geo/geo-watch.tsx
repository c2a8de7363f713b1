import { useEffect, useRef } from 'react';
import { DELAYS } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { useGeoCheck } from './use-geo-check.ts';

/**
 * Starts the geo check on its own: 2 s after a signed-in player in SweepStakes mode (entries) is
 * known to this tab, and 2 s after a logout of such a player. Once per player and mode per page
 * session; the geoblock page's button runs it again on request. Renders nothing.
 */
export function GeoWatch() {
  const { appInit } = useRootData();
  const check = useGeoCheck();

  const sweepstakesPlayer = !appInit.isGuest && appInit.gameMode === 'SweepStakes';
  const key = sweepstakesPlayer ? `player:${appInit.login ?? ''}` : null;
  const isGuest = appInit.isGuest;
  // The SweepStakes player this tab knew before: becoming a guest after one is a logout.
  const known = useRef<string | null>(null);

  useEffect(() => {
    const loggedOut = key === null && isGuest && known.current !== null;
    known.current = key;
    if (!key && !loggedOut) return;
    const timer = setTimeout(() => void check({ interactive: false }), DELAYS.geoCheckMs);
    return () => clearTimeout(timer);
  }, [key, isGuest, check]);
  return null;
}
