import type { GameDefinition, SymbolId } from '../types.ts';
import { videoSlot } from './paylines.ts';

// Reels 2 and 4 spin one strip, reels 3 and 5 another; in free spins every reel but the middle one spins FREE_REEL.
// prettier-ignore
const REEL_2_4: readonly SymbolId[] = ['wild', 'frog', 'ten', 'king', 'tiger', 'jack', 'parrot', 'ace', 'queen', 'ten', 'snake', 'frog', 'jack', 'king', 'ten', 'queen', 'wild', 'ace', 'jack', 'parrot', 'tiger', 'frog', 'ten', 'snake', 'king', 'queen', 'jack', 'ace', 'ten', 'scatter', 'parrot', 'frog', 'jack', 'queen', 'king', 'wild', 'snake', 'ten', 'ace', 'tiger', 'jack', 'frog', 'queen', 'king', 'parrot', 'ten', 'jack', 'ace', 'snake', 'queen'];
// prettier-ignore
const REEL_3_5: readonly SymbolId[] = ['wild', 'frog', 'ten', 'king', 'tiger', 'jack', 'parrot', 'ace', 'queen', 'ten', 'frog', 'jack', 'king', 'snake', 'scatter', 'ten', 'queen', 'wild', 'ace', 'jack', 'parrot', 'tiger', 'frog', 'ten', 'king', 'queen', 'jack', 'ace', 'ten', 'snake', 'parrot', 'frog', 'jack', 'queen', 'king', 'wild', 'ten', 'ace', 'tiger', 'jack', 'scatter', 'frog', 'queen', 'king', 'parrot', 'ten', 'jack', 'ace', 'snake', 'queen'];
// prettier-ignore
const FREE_REEL: readonly SymbolId[] = ['wild', 'frog', 'ten', 'tiger', 'king', 'jack', 'parrot', 'ace', 'wild', 'queen', 'ten', 'snake', 'frog', 'king', 'tiger', 'jack', 'wild', 'ace', 'ten', 'parrot', 'queen', 'frog', 'snake', 'king', 'wild', 'jack', 'ten', 'ace', 'tiger', 'queen', 'scatter', 'parrot', 'frog', 'king', 'wild', 'ten', 'jack', 'snake', 'ace', 'queen', 'tiger', 'frog', 'wild', 'ten', 'king', 'parrot', 'jack', 'ace', 'snake', 'queen'];

/**
 * Jungle Quest: a 5×3 video slot with 20 paylines (3 to 5 of a kind from the left), a wild idol that
 * substitutes for every paying symbol, and a treasure-map scatter that pays anywhere (2×/10×/50× the bet for
 * 3/4/5) and awards 8/12/20 free spins. Free spins play on a reel set with more wilds, every win ×2, and
 * retrigger with the same awards up to 50 free spins per round.
 * Exact RTP 96.115% (theoreticalRtp): lines 65.80%, scatter pays 1.73%, free spins 28.58%;
 * free spins start on 1 paid spin in 140.
 */
export const JUNGLE_QUEST: GameDefinition = {
  id: 'jungle-quest',
  name: 'Jungle Quest',
  ...videoSlot(['tiger', 'snake', 'parrot', 'frog']),
  // Scatters sit at least 3 stops apart, so a reel shows at most one.
  // prettier-ignore
  reelStrips: [
    ['wild', 'frog', 'ten', 'king', 'tiger', 'jack', 'ace', 'ten', 'parrot', 'queen', 'frog', 'jack', 'king', 'ten', 'snake', 'scatter', 'queen', 'wild', 'ace', 'jack', 'ten', 'tiger', 'frog', 'king', 'parrot', 'queen', 'jack', 'ten', 'ace', 'snake', 'frog', 'ten', 'jack', 'queen', 'king', 'wild', 'ace', 'tiger', 'ten', 'jack', 'scatter', 'frog', 'parrot', 'queen', 'king', 'ten', 'jack', 'ace', 'snake', 'queen'],
    REEL_2_4,
    REEL_3_5,
    REEL_2_4,
    REEL_3_5,
  ],
  freeSpins: {
    scatter: 'scatter',
    scatterPays: [0, 0, 0, 2, 10, 50],
    awards: [0, 0, 0, 8, 12, 20],
    maxFreeSpins: 50,
    multiplier: 2,
    // prettier-ignore
    reelStrips: [
      FREE_REEL,
      FREE_REEL,
      ['wild', 'frog', 'ten', 'tiger', 'king', 'jack', 'parrot', 'ace', 'wild', 'queen', 'snake', 'frog', 'ten', 'king', 'wild', 'tiger', 'jack', 'ace', 'parrot', 'queen', 'frog', 'wild', 'ten', 'snake', 'king', 'jack', 'ace', 'tiger', 'wild', 'queen', 'scatter', 'parrot', 'frog', 'ten', 'king', 'jack', 'snake', 'wild', 'ace', 'queen', 'tiger', 'frog', 'ten', 'wild', 'king', 'parrot', 'jack', 'ace', 'snake', 'queen'],
      FREE_REEL,
      FREE_REEL,
    ],
  },
};
