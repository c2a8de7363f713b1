import { JACKPOTS_PATHS, JackpotsReplySchema, type JackpotsReply } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchJackpots = async (): Promise<JackpotsReply> =>
  http.get(JACKPOTS_PATHS.info, { schema: JackpotsReplySchema });
