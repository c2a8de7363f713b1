import {
  EMAIL_LOTTERY_PATHS,
  EmailLotteryInfoResponseSchema,
  type EmailLotteryInfo,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchEmailLottery = async (): Promise<EmailLotteryInfo> =>
  (await http.get(EMAIL_LOTTERY_PATHS.info, { schema: EmailLotteryInfoResponseSchema })).data;
