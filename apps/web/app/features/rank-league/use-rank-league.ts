import type { CashbackInfo, RankLeagueInfo } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchCashback, fetchRankLeague } from './rank-league-api.ts';

export interface RankLeagueData {
  league: RankLeagueInfo;
  cashback: CashbackInfo;
}

const loadRankLeague = async (): Promise<RankLeagueData> => {
  const [league, cashback] = await Promise.all([fetchRankLeague(), fetchCashback()]);
  return { league, cashback };
};

/** The player's rank and cashback, read on mount and again after each rank-league or cashback push. */
export function useRankLeague() {
  const { state, reload } = useApiQuery(['rank-league'], loadRankLeague);
  usePush('rankLeague', 'rankUp', reload);
  usePush('cashback', 'rankLeagueCashbackCalculated', reload);
  usePush('cashback', 'rankLeagueCashbackExpired', reload);
  usePush('cashback', 'rankLeagueCashbackCalculationStatus', reload);
  return { state, reload };
}
