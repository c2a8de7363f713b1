import { eq } from 'drizzle-orm';
import type { WinnersFeedSetting } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { winnersFeedSettings } from '../db/schema/index.ts';

/** The player's choice for the winners feed; the masked name until they choose. */
export async function getWinnersFeedSetting(db: Db, playerId: string): Promise<WinnersFeedSetting> {
  const [row] = await db
    .select({ display: winnersFeedSettings.display })
    .from(winnersFeedSettings)
    .where(eq(winnersFeedSettings.playerId, playerId));
  return { display: row?.display ?? 'masked' };
}

/** Saves the player's choice; the feed applies it to every win of theirs, past ones included. */
export async function setWinnersFeedSetting(
  db: Db,
  input: { playerId: string; setting: WinnersFeedSetting; now: Date },
): Promise<WinnersFeedSetting> {
  await db
    .insert(winnersFeedSettings)
    .values({ playerId: input.playerId, display: input.setting.display, updatedAt: input.now })
    .onConflictDoUpdate({
      target: winnersFeedSettings.playerId,
      set: { display: input.setting.display, updatedAt: input.now },
    });
  return { display: input.setting.display };
}
