import { useState } from 'react';
import { LAST_WINNERS_COUNT } from '@casino/contracts/values';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { toLobbyWinner } from './lobby-data.ts';
import type { LobbyWinner } from './lobby-types.ts';

/**
 * The winners feed as the page received it, with the brand's new wins merged in as the server pushes them
 * (throttled per brand, docs/winners-feed.md): newest first, the home's count at most.
 */
export function useLiveWinners(initial: LobbyWinner[]): LobbyWinner[] {
  const { brand } = useRootData();
  const [pushed, setPushed] = useState<LobbyWinner[]>([]);
  usePush('winners', 'won', (data) => {
    if (data.brand !== brand.key) return;
    setPushed((held) => [...data.winners.map(toLobbyWinner), ...held].slice(0, LAST_WINNERS_COUNT));
  });
  if (pushed.length === 0) return initial;
  const ids = new Set(pushed.map((w) => w.id));
  return [...pushed, ...initial.filter((w) => !ids.has(w.id))]
    .sort((a, b) => b.id - a.id)
    .slice(0, LAST_WINNERS_COUNT);
}
