import { useEffect, useState } from 'react';
import type { BingoGameData } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchBingoGameData } from './bingo-api.ts';

/** The player's bingo: fetched, then kept current by the `bingo` pushes (balls and progress). */
export function useBingo() {
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;
  const [data, setData] = useState<BingoGameData | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (!signedIn) return;
    setFailed(false);
    fetchBingoGameData()
      .then(setData)
      .catch(() => setFailed(true));
  };
  useEffect(load, [signedIn]);
  useRealtimeReconnected(load);
  const follow = (progress: Pick<BingoGameData, 'availablePoint' | 'nextBallProgress'>) =>
    setData((current) => (current ? { ...current, ...progress } : current));
  usePush('bingo', 'progressNextBall', follow);
  usePush('bingo', 'show', follow);
  return { data, setData, failed, reload: load };
}
