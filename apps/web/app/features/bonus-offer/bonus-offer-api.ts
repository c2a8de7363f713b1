import {
  BONUSES_PATH,
  BonusesResponseSchema,
  DAILY_CHESTS_OPEN_PATH,
  DAILY_WHEEL_SPIN_PATH,
  DailyChestsOpenResponseSchema,
  DailyWheelSpinResponseSchema,
  type BonusesResponse,
  type DailyChestsOpenResponse,
  type DailyWheelSpinResponse,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** The daily wheel and chests of the signed-in player (either null when the brand runs it not). */
export function fetchBonuses(signal?: AbortSignal): Promise<BonusesResponse> {
  return http.get(BONUSES_PATH, { schema: BonusesResponseSchema, ...(signal ? { signal } : {}) });
}

/** Spins the wheel: the server draws the sector and pays it; the answer says which, for the wheel to land on. */
export function spinDailyWheel(): Promise<DailyWheelSpinResponse> {
  return http.post(DAILY_WHEEL_SPIN_PATH, undefined, { schema: DailyWheelSpinResponseSchema });
}

export function openDailyChest(chest: number): Promise<DailyChestsOpenResponse> {
  return http.post(DAILY_CHESTS_OPEN_PATH, { chest }, { schema: DailyChestsOpenResponseSchema });
}
