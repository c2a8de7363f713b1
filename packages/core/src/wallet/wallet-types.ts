export const CURRENCIES = ['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** House accounts are created by the wallet migration; a new one needs a migration that inserts its rows. */
export const HOUSE_ACCOUNTS = ['purchases', 'bets', 'rewards', 'redemptions', 'adjustments'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** A jackpot tier's pot is its own house-side account, `house:jackpot:{tierId}` (docs/jackpots.md). */
export type AccountRef = { playerId: string } | { house: HouseAccount } | { jackpot: number };

/** The spec's `playerBalance`: tourPoints is the COIN balance of TournamentPoints mode. */
export interface PlayerBalances {
  coins: number;
  entries: number;
  winnings: number;
  tourPoints: number;
}

export const accountOwner = (ref: AccountRef): string => {
  if ('playerId' in ref) return `player:${ref.playerId}`;
  return 'house' in ref ? `house:${ref.house}` : `house:jackpot:${ref.jackpot}`;
};

export const INSUFFICIENT_FUNDS_TEXT = 'Not enough balance for this.';
