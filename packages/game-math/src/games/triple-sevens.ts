import type { GameDefinition } from '../types.ts';

/**
 * Triple Sevens: a 3×3 classic fruit machine with 5 paylines. Three of a kind pay; cherries pay from
 * two; the wild star substitutes for everything and pays the top prize on its own.
 * Exact RTP 95.4895% (theoreticalRtp); 32 stops per reel, so 32³ = 32,768 outcomes.
 */
export const TRIPLE_SEVENS: GameDefinition = {
  id: 'triple-sevens',
  name: 'Triple Sevens',
  kind: 'classic',
  reels: 3,
  rows: 3,
  // 5 paylines: every level is a multiple of 5 so the line bet is a whole amount.
  betLevels: [5, 10, 25, 50, 100, 250, 500, 1000],
  rtpTarget: 0.955,
  symbols: ['wild', 'seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  // In line bets, indexed by count.
  paytable: {
    wild: [0, 0, 0, 250],
    seven: [0, 0, 0, 100],
    bar: [0, 0, 0, 40],
    bell: [0, 0, 0, 20],
    plum: [0, 0, 0, 14],
    orange: [0, 0, 0, 10],
    lemon: [0, 0, 0, 8],
    cherry: [0, 0, 2, 5],
  },
  wild: 'wild',
  // prettier-ignore
  reelStrips: [
    ['wild', 'orange', 'cherry', 'bar', 'plum', 'lemon', 'bell', 'orange', 'cherry', 'plum', 'seven', 'lemon', 'cherry', 'bar', 'orange', 'bell', 'plum', 'wild', 'lemon', 'cherry', 'orange', 'plum', 'bell', 'cherry', 'lemon', 'bar', 'seven', 'orange', 'cherry', 'plum', 'lemon', 'bell'],
    ['wild', 'orange', 'cherry', 'bar', 'plum', 'lemon', 'orange', 'bell', 'cherry', 'plum', 'lemon', 'orange', 'cherry', 'bar', 'bell', 'plum', 'wild', 'orange', 'lemon', 'cherry', 'seven', 'orange', 'plum', 'bell', 'cherry', 'lemon', 'bar', 'orange', 'cherry', 'plum', 'lemon', 'bell'],
    ['wild', 'orange', 'cherry', 'bar', 'plum', 'lemon', 'orange', 'cherry', 'bell', 'plum', 'seven', 'lemon', 'orange', 'cherry', 'bar', 'plum', 'wild', 'orange', 'lemon', 'cherry', 'bell', 'orange', 'plum', 'cherry', 'lemon', 'bar', 'seven', 'orange', 'cherry', 'plum', 'lemon', 'bell'],
  ],
};
