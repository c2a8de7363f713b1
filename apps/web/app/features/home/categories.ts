/** The six categories the landing page points at: key is the /games/{key} page, label a key under home.categories. */
export const HOME_CATEGORIES = [
  { key: 'popularGames', label: 'popular', art: 'popular', tile: 'var(--tile-popular)' },
  { key: 'newGames', label: 'new', art: 'new', tile: 'var(--tile-new)' },
  { key: 'jackpot', label: 'jackpots', art: 'jackpot', tile: 'var(--tile-jackpot)' },
  { key: 'holdNLink', label: 'holdLink', art: 'holdLink', tile: 'var(--tile-hold)' },
  { key: 'fishing', label: 'fishing', art: 'fishing', tile: 'var(--tile-fishing)' },
  { key: 'bonusBuyGames', label: 'bonusBuy', art: 'bonusBuy', tile: 'var(--tile-bonus)' },
] as const;

export type CategoryArtName = (typeof HOME_CATEGORIES)[number]['art'];
