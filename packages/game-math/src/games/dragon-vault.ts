import type { GameDefinition } from '../types.ts';
import { videoSlot } from './paylines.ts';

/**
 * Dragon Vault: a 5×3 video slot with 20 paylines and a feature to buy. The treasure-map scatter pays
 * anywhere (2×/10×/50× the bet for 3/4/5) and awards 10/15/20 free spins on a reel set rich in wilds,
 * every win ×3, retriggering up to 60 free spins per round. Reels 1 and 5 hold two scatters, the others one.
 * Buying the feature costs 100× the bet: the round's paid spin is drawn until it lands three or more
 * scatters (a base spin conditioned on the trigger), then the free spins play as usual.
 * Exact RTP (theoreticalRtp / featureBuyBreakdown): base game 95.95%, bought round 95.21% of its price.
 */
export const DRAGON_VAULT: GameDefinition = {
  id: 'dragon-vault',
  name: 'Dragon Vault',
  ...videoSlot(['ingot', 'dragon', 'koi', 'lantern']),
  // Scatters sit at least 3 stops apart, so a reel shows at most one.
  // prettier-ignore
  reelStrips: [
    ['wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'scatter', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'wild', 'koi', 'king', 'ten', 'lantern', 'queen', 'dragon', 'jack', 'lantern', 'queen', 'koi', 'queen', 'lantern', 'queen', 'lantern', 'scatter', 'ten', 'queen', 'ace', 'jack', 'king', 'ten', 'queen', 'ace', 'ten', 'jack', 'king', 'ace', 'ten', 'jack', 'king', 'ace', 'ten', 'jack', 'ten'],
    ['ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'scatter', 'dragon', 'ace', 'jack', 'ingot', 'jack', 'dragon', 'ace', 'jack', 'dragon', 'koi', 'king', 'ten', 'lantern', 'queen', 'wild', 'ace', 'jack', 'koi', 'king', 'ten', 'lantern', 'queen', 'wild', 'koi', 'jack', 'ace', 'jack', 'ace', 'jack', 'ten', 'king', 'lantern', 'queen', 'ace', 'lantern', 'queen', 'ten', 'king', 'queen', 'ten', 'king', 'queen', 'ten', 'ten', 'ten'],
    ['dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'scatter', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'ten', 'koi', 'king', 'ten', 'koi', 'king', 'ten', 'koi', 'king', 'ten', 'lantern', 'queen', 'wild', 'ace', 'jack', 'dragon', 'lantern', 'queen', 'wild', 'ten', 'king', 'ten', 'king', 'jack', 'ace', 'ten', 'queen', 'lantern', 'jack', 'ace', 'ten', 'queen', 'lantern', 'ten', 'jack', 'queen', 'ace', 'ten', 'queen', 'jack'],
    ['koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'scatter', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'wild', 'lantern', 'queen', 'wild', 'lantern', 'queen', 'dragon', 'jack', 'lantern', 'queen', 'koi', 'king', 'ten', 'ace', 'jack', 'lantern', 'koi', 'ace', 'jack', 'king', 'ten', 'queen', 'ace', 'jack', 'king', 'ten', 'queen', 'ace', 'jack', 'king', 'queen', 'ten', 'ten', 'ten', 'ten'],
    ['lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'scatter', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'dragon', 'ace', 'jack', 'koi', 'king', 'ten', 'lantern', 'queen', 'wild', 'koi', 'jack', 'ace', 'jack', 'scatter', 'ace', 'jack', 'ace', 'queen', 'lantern', 'jack', 'king', 'lantern', 'queen', 'ten', 'king', 'queen', 'ten', 'king', 'queen', 'ten', 'ten', 'ten', 'ten'],
  ],
  freeSpins: {
    scatter: 'scatter',
    scatterPays: [0, 0, 0, 2, 10, 50],
    awards: [0, 0, 0, 10, 15, 20],
    maxFreeSpins: 60,
    multiplier: 3,
    // prettier-ignore
    reelStrips: [
      ['dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'scatter', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'king', 'ten', 'koi', 'wild', 'ace', 'jack', 'ingot', 'king', 'wild', 'ace', 'ten', 'lantern', 'ten', 'jack', 'ingot', 'queen', 'wild', 'lantern', 'queen', 'wild'],
      ['koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'scatter', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'queen', 'wild', 'lantern', 'queen', 'ace', 'ten', 'dragon', 'jack', 'ingot', 'king', 'wild', 'ace', 'wild', 'king', 'jack', 'ingot', 'wild', 'ten', 'lantern', 'ten'],
      ['lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'scatter', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'jack', 'ingot', 'ace', 'jack', 'queen', 'dragon', 'king', 'ingot', 'wild', 'king', 'wild', 'ten', 'ace', 'lantern', 'wild', 'ten', 'ten'],
      ['ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'scatter', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'ten', 'dragon', 'lantern', 'ten', 'ace', 'ten', 'jack', 'ingot', 'queen', 'king', 'wild', 'king', 'wild', 'wild'],
      ['king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'scatter', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'ace', 'jack', 'ingot', 'lantern', 'queen', 'wild', 'koi', 'king', 'ten', 'dragon', 'queen', 'wild', 'lantern', 'queen', 'king', 'ingot', 'ace', 'wild', 'lantern', 'wild', 'ace', 'jack', 'ingot', 'wild', 'koi', 'jack', 'ten', 'ten'],
    ],
  },
  featureBuy: { price: 100 },
};
