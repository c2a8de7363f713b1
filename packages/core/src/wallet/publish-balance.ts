import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { getPlayerBalances, toPlayerBalance } from './get-player-balances.ts';

/** Pushes the player's current balance to their room, so the header updates live. Call after commit. */
export async function publishBalance(db: Db, publisher: Publisher, playerId: string): Promise<void> {
  const balances = await getPlayerBalances(db, playerId);
  publisher.toPlayer(playerId, { type: 'balance', action: 'setBalance', data: toPlayerBalance(balances) });
}
