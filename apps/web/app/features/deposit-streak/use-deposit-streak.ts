import { useCallback, useEffect, useState } from 'react';
import type { DepositStreakInfo } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchDepositStreakInfo } from './deposit-streak-api.ts';

export type StreakState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: DepositStreakInfo };

/** The player's streak info, fetched when `enabled`, refetched on a progress push, a reconnect or the end. */
export function useDepositStreak(enabled = true) {
  const [state, setState] = useState<StreakState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', info: await fetchDepositStreakInfo() });
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  usePush('depositStreak', 'progressUpdate', () => {
    if (enabled) void reload();
  });
  // The wheel spun (in this tab or another): the run is over.
  usePush('feature', 'claimed', ({ key }) => {
    if (enabled && key === 'depositStreak') void reload();
  });
  usePush('feature', 'finished', ({ key }) => {
    if (enabled && key === 'depositStreak') void reload();
  });
  useRealtimeReconnected(() => {
    if (enabled) void reload();
  });
  const update = useCallback((info: DepositStreakInfo) => setState({ status: 'ready', info }), []);
  return { state, reload, update };
}
