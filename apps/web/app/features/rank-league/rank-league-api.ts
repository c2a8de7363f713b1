import {
  CashbackInfoResponseSchema,
  CashbackPayResponseSchema,
  RANK_LEAGUE_PATHS,
  RankLeagueInfoResponseSchema,
  type CashbackInfo,
  type CashbackPayResponse,
  type RankLeagueInfo,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchRankLeague = async (): Promise<RankLeagueInfo> =>
  (await http.get(RANK_LEAGUE_PATHS.info, { schema: RankLeagueInfoResponseSchema })).data;

export const fetchCashback = async (): Promise<CashbackInfo> =>
  (await http.get(RANK_LEAGUE_PATHS.cashbackInfo, { schema: CashbackInfoResponseSchema })).data;

/** Collects the available cashback (paid once; a repeat answers the same payment). */
export const payCashback = (): Promise<CashbackPayResponse> =>
  http.post(RANK_LEAGUE_PATHS.cashbackPay, {}, { schema: CashbackPayResponseSchema });
