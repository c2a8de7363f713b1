import { eq } from 'drizzle-orm';
import { fromMinorUnits, type PlayerBalance } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { walletAccounts } from '../db/schema/wallet.ts';
import type { Currency, PlayerBalances } from './wallet-types.ts';

const FIELD: Record<Currency, keyof PlayerBalances> = {
  COIN: 'coins',
  ENTRY: 'entries',
  WINNING: 'winnings',
  TOUR_POINT: 'tourPoints',
};

/** The player's balance per currency; an account never used reads as 0. */
export async function getPlayerBalances(db: Db, playerId: string): Promise<PlayerBalances> {
  const rows = await db
    .select({ currency: walletAccounts.currency, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.owner, `player:${playerId}`));
  return balancesOf(rows);
}

/** The player's account rows as balances per currency (a missing row reads as 0). */
export function balancesOf(rows: ReadonlyArray<{ currency: Currency; balance: number | string }>) {
  const balances: PlayerBalances = { coins: 0, entries: 0, winnings: 0, tourPoints: 0 };
  for (const row of rows) balances[FIELD[row.currency]] = Number(row.balance);
  return balances;
}

/** The spec's playerBalance, in the units players see (entries and winnings with cents). */
export const toPlayerBalance = (b: PlayerBalances): PlayerBalance => ({
  tourPoints: fromMinorUnits('COIN', b.coins),
  entries: fromMinorUnits('ENTRY', b.entries),
  winnings: fromMinorUnits('WINNING', b.winnings),
});
