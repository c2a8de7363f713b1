import type { BonusesResponse } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { getDailyChests } from '../daily-chests/get-daily-chests.ts';
import { getDailyWheel } from '../daily-wheel/get-daily-wheel.ts';

/** GET /rest/bonus-offer/get-bonuses/: the player's daily wheel and daily chests (null when off). */
export async function getBonuses(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<BonusesResponse> {
  const [dailyWheel, dailyChests] = await Promise.all([getDailyWheel(db, input), getDailyChests(db, input)]);
  return { success: true, dailyWheel, dailyChests };
}
