import { MONEY_BOX_PATHS, MoneyBoxInfoResponseSchema, type MoneyBoxInfo } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchMoneyBox = async (): Promise<MoneyBoxInfo> =>
  (await http.get(MONEY_BOX_PATHS.info, { schema: MoneyBoxInfoResponseSchema })).data;
