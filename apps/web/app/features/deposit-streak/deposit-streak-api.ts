import {
  DEPOSIT_STREAK_PATHS,
  DepositStreakApplyResponseSchema,
  DepositStreakGroupInfoResponseSchema,
  DepositStreakInfoSchema,
  DepositStreakWheelPrizesResponseSchema,
  type DepositStreakApplyResponse,
  type DepositStreakGroupInfo,
  type DepositStreakInfo,
  type WheelSector,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchDepositStreakInfo = (): Promise<DepositStreakInfo> =>
  http.get(DEPOSIT_STREAK_PATHS.info, { schema: DepositStreakInfoSchema });

export const fetchDepositStreakWheel = async (): Promise<WheelSector[]> =>
  (await http.get(DEPOSIT_STREAK_PATHS.wheelsPrizes, { schema: DepositStreakWheelPrizesResponseSchema }))
    .prizes;

export const fetchDepositStreakGroup = (): Promise<DepositStreakGroupInfo> =>
  http.get(DEPOSIT_STREAK_PATHS.groupInfo, { schema: DepositStreakGroupInfoResponseSchema });

/** Spins the full streak's wheel (the spec's GET): the server draws and pays once; a repeat answers the same. */
export const applyDepositStreakPrize = async (): Promise<DepositStreakApplyResponse['data']> =>
  (await http.get(DEPOSIT_STREAK_PATHS.applyPrize, { schema: DepositStreakApplyResponseSchema })).data;
