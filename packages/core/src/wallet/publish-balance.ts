import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { PlayerBalances } from './wallet-types.ts';
import { getPlayerBalances, toPlayerBalance } from './get-player-balances.ts';

/** Pushes the player's current balance to their room, so the header updates live. Call after commit. */
export async function publishBalance(db: Db, publisher: Publisher, playerId: string): Promise<void> {
  pushBalances(publisher, playerId, await getPlayerBalances(db, playerId));
}

/** The same push for balances the caller already read in its transaction. Call after commit. */
export function pushBalances(publisher: Publisher, playerId: string, balances: PlayerBalances): void {
  publisher.toPlayer(playerId, { type: 'balance', action: 'setBalance', data: toPlayerBalance(balances) });
}
