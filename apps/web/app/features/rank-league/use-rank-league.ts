import { useCallback, useEffect, useState } from 'react';
import type { CashbackInfo, RankLeagueInfo } from '@casino/contracts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchCashback, fetchRankLeague } from './rank-league-api.ts';

export type RankLeagueState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; league: RankLeagueInfo; cashback: CashbackInfo };

/** The player's rank and cashback, read on mount and again after each rank-league or cashback push. */
export function useRankLeague() {
  const [state, setState] = useState<RankLeagueState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const [league, cashback] = await Promise.all([fetchRankLeague(), fetchCashback()]);
      setState({ status: 'ready', league, cashback });
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  usePush('rankLeague', 'rankUp', () => void reload());
  usePush('cashback', 'rankLeagueCashbackCalculated', () => void reload());
  usePush('cashback', 'rankLeagueCashbackExpired', () => void reload());
  usePush('cashback', 'rankLeagueCashbackCalculationStatus', () => void reload());
  return { state, reload };
}
