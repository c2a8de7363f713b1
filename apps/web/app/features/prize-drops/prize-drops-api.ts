import { PRIZE_DROPS_PATHS, PrizeDropsInfoResponseSchema, type PrizeDropsInfo } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchPrizeDrops = async (): Promise<PrizeDropsInfo> =>
  (await http.get(PRIZE_DROPS_PATHS.info, { schema: PrizeDropsInfoResponseSchema })).data;
