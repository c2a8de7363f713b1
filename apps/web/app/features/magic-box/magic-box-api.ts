import {
  MAGIC_BOX_OPEN_PATH,
  MAGIC_BOX_PATH,
  MagicBoxOpenResponseSchema,
  MagicBoxResponseSchema,
  type MagicBoxOpenResponse,
  type MagicBoxResponse,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** The signed-in player's mystery boxes, what a box may hold and the running (or next) event. */
export function fetchMagicBox(signal?: AbortSignal): Promise<MagicBoxResponse> {
  return http.get(MAGIC_BOX_PATH, { schema: MagicBoxResponseSchema, ...(signal ? { signal } : {}) });
}

/** Opens the box expiring soonest: the server draws its content and pays it. */
export function openMagicBox(): Promise<MagicBoxOpenResponse> {
  return http.post(MAGIC_BOX_OPEN_PATH, {}, { schema: MagicBoxOpenResponseSchema });
}
