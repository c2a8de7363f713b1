import { REFERRAL_PATHS, ReferralInfoResponseSchema, type ReferralInfo } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchReferralInfo = async (): Promise<ReferralInfo> =>
  (await http.get(REFERRAL_PATHS.info, { schema: ReferralInfoResponseSchema })).data;
