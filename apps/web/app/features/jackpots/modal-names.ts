/** The spec's "jackpots games" modal: the tiers and the games that feed them. */
export const JACKPOTS_MODALS = { jackpotsGames: 'jackpots-games' } as const;
