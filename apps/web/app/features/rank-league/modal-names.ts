/** Modal names of the rank league (openModal values). */
export const RANK_LEAGUE_MODALS = {
  rankLeague: 'rank-league',
  cashbackCongrats: 'cashback-congrats',
} as const;
