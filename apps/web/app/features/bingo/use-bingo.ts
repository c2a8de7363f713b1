import type { BingoGameData } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchBingoGameData } from './bingo-api.ts';

/** The player's bingo: fetched, then kept current by the `bingo` pushes (balls and progress). */
export function useBingo() {
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;
  const { state, reload, setData } = useApiQuery(['bingo'], fetchBingoGameData, { enabled: signedIn });
  const refresh = () => {
    if (signedIn) void reload();
  };
  useRealtimeReconnected(refresh);
  const follow = (progress: Pick<BingoGameData, 'availablePoint' | 'nextBallProgress'>) =>
    setData((current) => ({ ...current, ...progress }));
  usePush('bingo', 'progressNextBall', follow);
  usePush('bingo', 'show', follow);
  return {
    data: state.status === 'ready' ? state.data : null,
    setData,
    failed: state.status === 'error',
    reload: refresh,
  };
}
