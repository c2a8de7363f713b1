/** The two ways to play: TournamentPoints (balance in coins, for fun) and SweepStakes (balance in entries). */
export const GAME_MODES = ['TournamentPoints', 'SweepStakes'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** The spec's switch calls, one per target mode. */
export const GAME_MODE_SWITCH_PATHS = {
  SweepStakes: '/rest/player/game-mode/switch-to-sweep-stakes/',
  TournamentPoints: '/rest/player/game-mode/switch-to-tournament-points/',
} as const satisfies Record<GameMode, string>;

/**
 * `playerInfo.playerBalance`: tourPoints is the COIN balance shown in TournamentPoints mode, entries the
 * ENTRY balance shown in SweepStakes mode, winnings the redeemable WINNING balance. What players see:
 * coins are whole, entries and winnings have cents (see MINOR_UNITS).
 */
export interface PlayerBalance {
  tourPoints: number;
  entries: number;
  winnings: number;
}

export const EMPTY_PLAYER_BALANCE: PlayerBalance = { tourPoints: 0, entries: 0, winnings: 0 };

/**
 * The amount the header shows for a mode: coins in TournamentPoints; in SweepStakes everything the
 * player can play with, entries plus redeemable winnings (a SweepStakes bet draws on both).
 */
export const balanceOfMode = (balance: PlayerBalance, mode: GameMode) =>
  mode === 'SweepStakes' ? toCents(balance.entries + balance.winnings) : balance.tourPoints;

const toCents = (amount: number) => Math.round(amount * 100) / 100;
