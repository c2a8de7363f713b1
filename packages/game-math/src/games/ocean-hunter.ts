import type { FishingDefinition } from '../types.ts';

/**
 * Ocean Hunter: a shooting arcade. Each shot costs the bet and is aimed at one fish kind; the server
 * decides the catch. Every kind's hit chance × mean multiplier is exactly 0.95, so the RTP is 95% whatever
 * the player aims at. The dragon boss draws 100×–1,000× (mean 235×) on a catch: hit chance 19/4,700.
 */
export const OCEAN_HUNTER: FishingDefinition = {
  id: 'ocean-hunter',
  name: 'Ocean Hunter',
  kind: 'fishing',
  betLevels: [10, 20, 50, 100, 200, 500, 1000],
  rtpTarget: 0.95,
  fish: [
    { id: 'clownfish', hit: { numerator: 19, denominator: 40 }, multipliers: [{ multiplier: 2, weight: 1 }] },
    {
      id: 'pufferfish',
      hit: { numerator: 19, denominator: 100 },
      multipliers: [{ multiplier: 5, weight: 1 }],
    },
    { id: 'turtle', hit: { numerator: 19, denominator: 200 }, multipliers: [{ multiplier: 10, weight: 1 }] },
    { id: 'octopus', hit: { numerator: 19, denominator: 400 }, multipliers: [{ multiplier: 20, weight: 1 }] },
    { id: 'shark', hit: { numerator: 19, denominator: 1000 }, multipliers: [{ multiplier: 50, weight: 1 }] },
    { id: 'whale', hit: { numerator: 19, denominator: 2000 }, multipliers: [{ multiplier: 100, weight: 1 }] },
    {
      id: 'dragon',
      hit: { numerator: 19, denominator: 4700 },
      multipliers: [
        { multiplier: 100, weight: 50 },
        { multiplier: 200, weight: 30 },
        { multiplier: 500, weight: 15 },
        { multiplier: 1000, weight: 5 },
      ],
    },
  ],
};
