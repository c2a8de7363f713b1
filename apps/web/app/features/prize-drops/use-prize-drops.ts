import { useEffect, useState } from 'react';
import type { PrizeAssignedData, PrizeDropsInfo } from '@casino/contracts';
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
  const [info, setInfo] = useState<PrizeDropsInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (!signedIn) return;
    setFailed(false);
    fetchPrizeDrops()
      .then(setInfo)
      .catch(() => setFailed(true));
  };
  useEffect(load, [signedIn]);
  useRealtimeReconnected(load);
  usePush('prizeDrops', 'prizeAssigned', (data) => {
    if (data.brand === brand.key) setInfo((current) => (current ? withWin(current, data) : current));
  });
  return { info, failed, reload: load };
}
