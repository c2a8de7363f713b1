import { and, eq, gt } from 'drizzle-orm';
import type { PushMessage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema/index.ts';
import type { Publisher } from './publisher.ts';

/**
 * Pushes messages to every signed-in player of a brand (players with a live session): rooms are per
 * player, so a brand's change reaches its own players and no other brand's pages.
 */
export async function publishToBrand(
  db: Db,
  publisher: Publisher,
  input: { brand: string; now: Date; messages: readonly PushMessage[] },
): Promise<number> {
  const rows = await db
    .selectDistinct({ playerId: sessions.playerId })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(players.brand, input.brand), gt(sessions.expiresAt, input.now)));
  for (const { playerId } of rows)
    for (const message of input.messages) publisher.toPlayer(playerId, message);
  return rows.length;
}
