/** Left-to-right paylines of the 5×3 games, as the row on each reel. */
// prettier-ignore
export const PAYLINES_5X3_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0], [2, 2, 1, 2, 2], [1, 2, 2, 2, 1], [1, 0, 0, 0, 1], [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
];

/**
 * What the 5×3, 20-line games share: the grid, the paylines, a 96% target and the bet levels (every level a
 * multiple of 20, so the line bet is a whole amount).
 */
export const GRID_5X3_20 = {
  reels: 5,
  rows: 3,
  betLevels: [20, 40, 100, 200, 400, 1000, 2000],
  rtpTarget: 0.96,
  paylines: PAYLINES_5X3_20,
} as const;

/** The low cards' line pays (in line bets, by count), alike in the 5×3 line games. */
export const LOW_CARD_PAYS = {
  king: [0, 0, 0, 10, 25, 100],
  queen: [0, 0, 0, 5, 20, 75],
  jack: [0, 0, 0, 5, 15, 60],
  ten: [0, 0, 0, 5, 15, 50],
} as const;

/** The video slots' four pictures' line pays, from the highest. */
// prettier-ignore
const PICTURE_PAYS = [[0, 0, 0, 40, 150, 750], [0, 0, 0, 25, 100, 400], [0, 0, 0, 20, 75, 250], [0, 0, 0, 15, 50, 200]];

/**
 * What the two 5×3 video slots share but their four pictures (from the highest): the grid, the symbols with
 * the wild and the scatter, and the line pays (in line bets, by count) of the wild, the pictures, the ace and
 * the low cards.
 */
export const videoSlot = (pictures: readonly [string, string, string, string]) => ({
  kind: 'video' as const,
  ...GRID_5X3_20,
  symbols: ['wild', 'scatter', ...pictures, 'ace', ...Object.keys(LOW_CARD_PAYS)],
  paytable: {
    wild: [0, 0, 0, 50, 250, 1000],
    ...Object.fromEntries(pictures.map((symbol, tier) => [symbol, PICTURE_PAYS[tier]!])),
    ace: [0, 0, 0, 10, 30, 125],
    ...LOW_CARD_PAYS,
  },
  wild: 'wild',
});
