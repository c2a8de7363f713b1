import {
  DAILY_LOGIN_PATHS,
  DailyLoginApplyResponseSchema,
  DailyLoginInfoResponseSchema,
  type DailyLoginApplyResponse,
  type DailyLoginInfo,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchDailyLoginInfo = async (): Promise<DailyLoginInfo> =>
  (await http.get(DAILY_LOGIN_PATHS.info, { schema: DailyLoginInfoResponseSchema })).data;

/** Collects today's level (the spec's GET; the server pays it once per day, a repeat answers the same). */
export const applyDailyLoginPrize = (): Promise<DailyLoginApplyResponse> =>
  http.get(DAILY_LOGIN_PATHS.applyPrize, { schema: DailyLoginApplyResponseSchema });
