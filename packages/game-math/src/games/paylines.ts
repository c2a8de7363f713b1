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
