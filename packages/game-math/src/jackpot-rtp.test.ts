import { describe, expect, it } from 'vitest';
import { getGameDefinition } from './games/index.ts';
import { jackpotRtp } from './jackpot-rtp.ts';
import { createSeededRandom } from './seeded-random.ts';
import { theoreticalRtp } from './theoretical-rtp.ts';

// The seeded Coins tiers (packages/core/src/jackpots/seed-jackpots.ts): 1% of a bet in all, each drop by 2 × seed.
const COINS = [
  { seedAmount: 25_000, ceiling: 50_000, shareBps: 50 },
  { seedAmount: 250_000, ceiling: 500_000, shareBps: 30 },
  { seedAmount: 2_500_000, ceiling: 5_000_000, shareBps: 15 },
  { seedAmount: 25_000_000, ceiling: 50_000_000, shareBps: 5 },
];

describe('jackpot RTP', () => {
  it('is share × E[D] / E[D − S]: a tier dropping by twice its seed gives back about three times its share', () => {
    expect(jackpotRtp([{ seedAmount: 0, ceiling: 9, shareBps: 100 }])).toBeCloseTo(0.01 * (10 / 10), 12);
    expect(jackpotRtp([{ seedAmount: 10, ceiling: 20, shareBps: 100 }])).toBeCloseTo(0.01 * (31 / 11), 12);
    expect(jackpotRtp(COINS)).toBeCloseTo(0.03, 3);
    expect(() => jackpotRtp([{ seedAmount: 5, ceiling: 5, shareBps: 1 }])).toThrow(RangeError);
  });

  it('adds to the game’s own RTP in theoreticalRtp', () => {
    const game = getGameDefinition('golden-link')!;
    expect(theoreticalRtp(game, { jackpots: COINS }) - theoreticalRtp(game)).toBeCloseTo(
      jackpotRtp(COINS),
      12,
    );
  });

  it('matches a simulation of many generations: paid over contributed', () => {
    // Whole-unit contributions of 1 per bet (the share folded into the unit), drop points drawn uniformly.
    const random = createSeededRandom(20261202);
    const tier = { seedAmount: 40, ceiling: 100, shareBps: 10_000 };
    let contributed = 0;
    let paid = 0;
    for (let generation = 0; generation < 200_000; generation++) {
      const dropPoint = tier.seedAmount + 1 + random.int(tier.ceiling - tier.seedAmount);
      contributed += dropPoint - tier.seedAmount;
      paid += dropPoint;
    }
    // σ of D/(D−S) over a cycle is small against 200,000 cycles: 1% is far outside the noise, inside the truth.
    expect(paid / contributed).toBeCloseTo(jackpotRtp([tier]), 2);
  });
});
