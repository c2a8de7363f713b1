import {
  BINGO_PATHS,
  BingoAccrueRewardResponseSchema,
  BingoGameDataResponseSchema,
  type BingoAccrueRewardResponse,
  type BingoGameData,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchBingoGameData = async (): Promise<BingoGameData> =>
  (await http.get(BINGO_PATHS.gameData, { schema: BingoGameDataResponseSchema })).data;

/** Plays a card with 10 balls (the server draws it and pays its lines). */
export const playBingoCard = (): Promise<BingoAccrueRewardResponse> =>
  http.post(BINGO_PATHS.accrueReward, {}, { schema: BingoAccrueRewardResponseSchema });
