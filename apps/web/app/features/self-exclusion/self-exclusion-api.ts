import {
  SelfExclusionStatusSchema,
  TakeBreakResponseSchema,
  type PlayerBreak,
  type SelfExclusionStatus,
  type TakeBreakRequest,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const SELF_EXCLUSION_PATH = '/rest/self-exclusion/';

export const fetchSelfExclusion = async (): Promise<SelfExclusionStatus> =>
  (await http.get(SELF_EXCLUSION_PATH, { schema: SelfExclusionStatusSchema })).data;

/** Starts the break: the server ends every session of the player (this one too) before it answers. */
export const takeBreak = async (request: TakeBreakRequest): Promise<PlayerBreak> =>
  (await http.post(SELF_EXCLUSION_PATH, request, { schema: TakeBreakResponseSchema })).data;

/** A self-exclusion past its period: asks to end it (it ends 24 hours later). */
export const requestBreakEnd = async (): Promise<PlayerBreak> =>
  (await http.post(`${SELF_EXCLUSION_PATH}end-request/`, {}, { schema: TakeBreakResponseSchema })).data;
