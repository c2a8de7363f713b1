import { describe, expect, it } from 'vitest';
import { lineWins, positionsOf, windowAt } from './evaluate.ts';
import { GAME_DEFINITIONS } from './games/index.ts';
import { GOLDEN_LINK } from './games/golden-link.ts';
import { JUNGLE_QUEST } from './games/jungle-quest.ts';
import { TRIPLE_SEVENS } from './games/triple-sevens.ts';
import { DRAGON_VAULT } from './games/dragon-vault.ts';
import { OCEAN_HUNTER } from './games/ocean-hunter.ts';
import {
  featureBuyBreakdown,
  rtpBreakdown,
  symbolCountDistribution,
  theoreticalRtp,
} from './theoretical-rtp.ts';
import type { GameDefinition } from './types.ts';

/**
 * Mean base-spin pay in bets (lines + scatter pays), by visiting every combination of stops; with
 * `triggered`, over the combinations that start the free spins only (a bought round's paid spin).
 */
function enumerateBaseSpin(game: GameDefinition, triggered = false): number {
  const strips = game.reelStrips;
  let total = 0;
  let outcomes = 0;
  const stops: number[] = [];
  const visit = (reel: number): void => {
    if (reel === strips.length) {
      const grid = stops.map((stop, r) => windowAt(strips[r]!, stop, game.rows));
      const scatters = game.freeSpins ? positionsOf(grid, game.freeSpins.scatter).length : 0;
      if (triggered && (game.freeSpins!.awards[scatters] ?? 0) === 0) return;
      // Line bet 1 and bet = payline count keep everything in whole numbers.
      let pay = lineWins(game, grid, 1, 1).reduce((sum, win) => sum + win.amount, 0);
      if (game.freeSpins) {
        pay += (game.freeSpins.scatterPays[scatters] ?? 0) * game.paylines.length;
      }
      total += pay / game.paylines.length;
      outcomes++;
      return;
    }
    for (let stop = 0; stop < strips[reel]!.length; stop++) {
      stops.push(stop);
      visit(reel + 1);
      stops.pop();
    }
  };
  visit(0);
  return total / outcomes;
}

describe('theoreticalRtp', () => {
  it.each(GAME_DEFINITIONS.map((game) => [game.id, game] as const))(
    '%s is within half a percentage point of its target',
    (_id, game) => {
      expect(Math.abs(theoreticalRtp(game) - game.rtpTarget)).toBeLessThanOrEqual(0.005);
    },
  );

  it('agrees with enumerating all 32,768 stop combinations of Triple Sevens', () => {
    const enumerated = enumerateBaseSpin(TRIPLE_SEVENS);
    expect(theoreticalRtp(TRIPLE_SEVENS)).toBeCloseTo(enumerated, 12);
    expect(enumerated).toBeGreaterThan(0.9);
  });

  const SMALL_STRIPS = [
    ['wild', 'tiger', 'scatter', 'ten', 'tiger', 'scatter', 'jack'],
    ['tiger', 'wild', 'ten', 'scatter', 'jack', 'ten', 'wild'],
    ['ten', 'tiger', 'wild', 'jack', 'scatter', 'tiger', 'ten'],
    ['scatter', 'ten', 'tiger', 'wild', 'jack', 'ten', 'tiger'],
    ['tiger', 'ten', 'jack', 'scatter', 'wild', 'ten', 'jack'],
  ];

  it('agrees with enumeration on a small five-reel game with wilds and scatters', () => {
    // Short strips make 7^5 = 16,807 combinations; the scatter can show twice on a reel here.
    const strips = SMALL_STRIPS;
    const game: GameDefinition = {
      ...JUNGLE_QUEST,
      reelStrips: strips,
      freeSpins: { ...JUNGLE_QUEST.freeSpins!, awards: [] },
    };
    const { lines, scatter, freeSpins } = rtpBreakdown(game);
    expect(freeSpins).toBe(0);
    expect(scatter).toBeGreaterThan(0);
    expect(lines + scatter).toBeCloseTo(enumerateBaseSpin(game), 12);
  });

  it("prices a bought round's paid spin as enumeration over the spins that trigger", () => {
    // Scatters break lines, so the paid spin's line pay depends on it being a trigger.
    const game: GameDefinition = { ...DRAGON_VAULT, reelStrips: SMALL_STRIPS };
    const bought = featureBuyBreakdown(game);
    const price = game.featureBuy!.price;
    expect((bought.lines + bought.scatter) * price).toBeCloseTo(enumerateBaseSpin(game, true), 12);
    // The free spins are worth the same whether bought or landed.
    const base = rtpBreakdown(game);
    expect(bought.freeSpins * price * base.featureChance).toBeCloseTo(base.freeSpins, 12);
  });

  it('Dragon Vault: a bought round returns within half a point of the target too', () => {
    const bought = featureBuyBreakdown(DRAGON_VAULT);
    expect(bought.total).toBeCloseTo(bought.lines + bought.scatter + bought.freeSpins, 15);
    expect(Math.abs(bought.total - DRAGON_VAULT.rtpTarget)).toBeLessThanOrEqual(0.01);
  });

  it('Ocean Hunter: every fish returns exactly the target, so any aim does', () => {
    expect(theoreticalRtp(OCEAN_HUNTER)).toBe(OCEAN_HUNTER.rtpTarget);
  });

  it('counts a capped feature exactly: every free spin retriggering plays the cap', () => {
    // Every window of a 3-stop strip shows its one scatter: 5 scatters on every spin.
    const strip = ['scatter', 'ten', 'jack'];
    const game: GameDefinition = {
      ...JUNGLE_QUEST,
      reelStrips: [strip, strip, strip, strip, strip],
      freeSpins: { ...JUNGLE_QUEST.freeSpins!, reelStrips: [strip, strip, strip, strip, strip] },
    };
    const breakdown = rtpBreakdown(game);
    const perFreeSpin = 2 * (breakdown.lines + breakdown.scatter); // same reels, ×2
    expect(breakdown.featureChance).toBe(1);
    expect(breakdown.freeSpins).toBeCloseTo(50 * perFreeSpin, 10);
  });

  describe('hold-and-link chain at its edges', () => {
    const hl = GOLDEN_LINK.holdAndLink!;
    const meanCoin =
      hl.coinValues.reduce((sum, coin) => sum + coin.value * coin.weight, 0) /
      hl.coinValues.reduce((sum, coin) => sum + coin.weight, 0);
    const startingCoins = symbolCountDistribution(GOLDEN_LINK.reelStrips, GOLDEN_LINK.rows, hl.coin);
    const expectedStart = startingCoins.reduce((sum, p, n) => (n >= hl.trigger ? sum + p * n : sum), 0);
    const fullStart = startingCoins[15]!;

    it('pays just the starting coins when no new coin can land', () => {
      const game = { ...GOLDEN_LINK, holdAndLink: { ...hl, coinChance: { numerator: 0, denominator: 1 } } };
      expect(rtpBreakdown(game).holdAndLink).toBeCloseTo(
        expectedStart * meanCoin + fullStart * hl.grandPrize,
        12,
      );
    });

    it('always fills the grid when every cell lands a coin', () => {
      const game = { ...GOLDEN_LINK, holdAndLink: { ...hl, coinChance: { numerator: 1, denominator: 1 } } };
      const { holdAndLink, featureChance } = rtpBreakdown(game);
      expect(holdAndLink).toBeCloseTo(featureChance * (15 * meanCoin + hl.grandPrize), 12);
    });
  });
});
