import type { PrizeAssignedData, PrizeDropsInfo } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchPrizeDrops } from './prize-drops-api.ts';

/** A won prize applied to a board: the winners list and what is left of the day. */
export function withWin(info: PrizeDropsInfo, win: PrizeAssignedData): PrizeDropsInfo {
  if (info.lastWinners.some((w) => w.prizeId === win.prizeId)) return info;
  const { prizeId, level, coins, entries, name, wonAt } = win;
  return {
    ...info,
    prizes: info.prizes.map((p) => ({
      ...p,
      remaining: win.remaining.find((r) => r.level === p.level)?.remaining ?? 0,
    })),
    lastWinners: [{ prizeId, level, coins, entries, name, wonAt }, ...info.lastWinners].slice(0, 10),
    myWinsToday: info.myWinsToday + (win.isWinner ? 1 : 0),
  };
}

/** The board of the signed-in player's brand: fetched, then kept current by every `prizeAssigned`. */
export function usePrizeDrops() {
  const { appInit, brand } = useRootData();
  const signedIn = !appInit.isGuest;
  const { state, reload, setData } = useApiQuery(['prize-drops'], fetchPrizeDrops, { enabled: signedIn });
  const refresh = () => {
    if (signedIn) void reload();
  };
  useRealtimeReconnected(refresh);
  usePush('prizeDrops', 'prizeAssigned', (data) => {
    if (data.brand === brand.key) setData((current) => withWin(current, data));
  });
  return {
    info: state.status === 'ready' ? state.data : null,
    failed: state.status === 'error',
    reload: refresh,
  };
}
