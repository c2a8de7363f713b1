import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchDepositStreakInfo } from './deposit-streak-api.ts';

/** The player's streak info, refetched on a progress push, a reconnect or the end. */
export function useDepositStreak() {
  const { state, reload, setData } = useApiQuery(['deposit-streak'], fetchDepositStreakInfo);
  usePush('depositStreak', 'progressUpdate', reload);
  // The wheel spun (in this tab or another): the run is over.
  usePush('feature', 'claimed', ({ key }) => {
    if (key === 'depositStreak') reload();
  });
  usePush('feature', 'finished', ({ key }) => {
    if (key === 'depositStreak') reload();
  });
  useRealtimeReconnected(reload);
  return { state, reload, update: setData };
}
