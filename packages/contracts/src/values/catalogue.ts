import { IMAGE_BREAKPOINTS } from '../constants.ts';

/** The issues the home payload carries as game lists (spec §3 "Home page payload"). */
export const HOME_ISSUE_KEYS = [
  'jackpot',
  'holdNLink',
  'popularGames',
  'hotGames',
  'newGames',
  'fishing',
  'featuredGames',
  'bonusBuyGames',
  'missedItGames',
  'recommend',
  'intoTheWild',
] as const;
export type HomeIssueKey = (typeof HOME_ISSUE_KEYS)[number];

// Artwork is served as webp at every IMAGE_BREAKPOINTS width and each IMAGE_DENSITIES density.
export const IMAGE_WIDTHS = Object.values(IMAGE_BREAKPOINTS) as readonly number[];

export const imageVariantUrl = (base: string, width: number, density: number) =>
  `${base}/${width}w@${density}x.webp`;
