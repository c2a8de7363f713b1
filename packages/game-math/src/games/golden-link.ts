import type { GameDefinition } from '../types.ts';
import { GRID_5X3_20, LOW_CARD_PAYS } from './paylines.ts';

/**
 * Golden Link: a 5×3 hold-and-link slot. The base game pays 20 lines left to right with a substituting wild;
 * gold coins carry values (1× to 100× the bet, the top ones named Mini/Minor/Major) and do not pay on lines.
 * Six or more coins start the feature: coins lock, the other cells respin on their own (each lands a coin with
 * chance 1/20), 3 respins that reset whenever a coin lands. At the end every coin pays its value, and a full
 * grid of 15 coins adds the 500× Grand.
 * Exact RTP 95.795% (theoreticalRtp): lines 62.01%, feature 33.78%; the feature starts on 1 paid spin in 98.
 */
export const GOLDEN_LINK: GameDefinition = {
  id: 'golden-link',
  name: 'Golden Link',
  kind: 'hold-and-link',
  ...GRID_5X3_20,
  symbols: ['wild', 'coin', 'ingot', 'koi', 'lantern', 'ace', 'king', 'queen', 'jack', 'ten', 'blank'],
  // In line bets, indexed by count.
  paytable: {
    wild: [0, 0, 0, 50, 200, 800],
    ingot: [0, 0, 0, 30, 120, 500],
    koi: [0, 0, 0, 20, 80, 300],
    lantern: [0, 0, 0, 15, 50, 200],
    ace: [0, 0, 0, 10, 30, 100],
    ...LOW_CARD_PAYS,
  },
  wild: 'wild',
  // Coins come in pairs.
  // prettier-ignore
  reelStrips: [
    ['wild', 'ace', 'queen', 'ingot', 'ten', 'king', 'lantern', 'jack', 'coin', 'coin', 'koi', 'ace', 'ten', 'queen', 'jack', 'wild', 'king', 'ten', 'ingot', 'ace', 'koi', 'queen', 'lantern', 'jack', 'ten', 'coin', 'coin', 'king', 'ace', 'ten', 'jack', 'queen', 'wild', 'koi', 'king', 'ingot', 'ten', 'ace', 'lantern', 'jack', 'queen', 'coin', 'ten', 'king', 'koi', 'jack'],
    ['wild', 'ace', 'queen', 'ingot', 'ten', 'lantern', 'king', 'jack', 'coin', 'coin', 'koi', 'ace', 'ten', 'queen', 'jack', 'wild', 'king', 'lantern', 'ingot', 'ace', 'ten', 'koi', 'queen', 'jack', 'coin', 'coin', 'king', 'ten', 'lantern', 'ace', 'jack', 'queen', 'wild', 'koi', 'king', 'ingot', 'ten', 'ace', 'jack', 'queen', 'lantern', 'coin', 'ten', 'king', 'koi', 'jack'],
    ['wild', 'ace', 'queen', 'ingot', 'ten', 'lantern', 'king', 'jack', 'coin', 'coin', 'koi', 'ace', 'ten', 'queen', 'jack', 'wild', 'king', 'lantern', 'ingot', 'ace', 'ten', 'koi', 'queen', 'jack', 'coin', 'coin', 'king', 'ten', 'lantern', 'ace', 'jack', 'queen', 'wild', 'koi', 'king', 'ingot', 'ten', 'ace', 'jack', 'queen', 'lantern', 'coin', 'ten', 'king', 'koi', 'jack'],
    ['wild', 'ace', 'queen', 'ingot', 'ten', 'lantern', 'king', 'jack', 'coin', 'coin', 'koi', 'ace', 'ten', 'queen', 'jack', 'wild', 'king', 'lantern', 'ingot', 'ace', 'ten', 'koi', 'queen', 'jack', 'coin', 'coin', 'king', 'ten', 'lantern', 'ace', 'jack', 'queen', 'wild', 'koi', 'king', 'ingot', 'ten', 'ace', 'jack', 'queen', 'lantern', 'coin', 'ten', 'king', 'koi', 'jack'],
    ['wild', 'ace', 'queen', 'ingot', 'ten', 'lantern', 'king', 'jack', 'coin', 'coin', 'koi', 'ace', 'ten', 'queen', 'jack', 'wild', 'king', 'lantern', 'ingot', 'ace', 'ten', 'koi', 'queen', 'jack', 'coin', 'coin', 'king', 'ten', 'lantern', 'ace', 'jack', 'queen', 'wild', 'koi', 'king', 'ingot', 'ten', 'ace', 'jack', 'queen', 'lantern', 'coin', 'ten', 'king', 'koi', 'jack'],
  ],
  holdAndLink: {
    coin: 'coin',
    blank: 'blank',
    trigger: 6,
    respins: 3,
    coinChance: { numerator: 1, denominator: 20 },
    // Values in total bets; mean 3.8×.
    coinValues: [
      { value: 1, weight: 400 },
      { value: 2, weight: 250 },
      { value: 3, weight: 150 },
      { value: 5, weight: 100 },
      { value: 10, weight: 60 },
      { value: 25, weight: 30, label: 'mini' },
      { value: 50, weight: 8, label: 'minor' },
      { value: 100, weight: 2, label: 'major' },
    ],
    grandPrize: 500,
  },
};
