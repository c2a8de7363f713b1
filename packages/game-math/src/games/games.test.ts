import { describe, expect, it } from 'vitest';
import { symbolCountDistribution } from '../theoretical-rtp.ts';
import { shotRtp } from '../play-shot.ts';
import { FISHING_DEFINITIONS, GAME_DEFINITIONS } from './index.ts';

describe.each(GAME_DEFINITIONS.map((game) => [game.id, game] as const))('%s definition', (_id, game) => {
  it('has ascending bet levels that split into whole line bets', () => {
    expect(game.betLevels.length).toBeGreaterThan(1);
    game.betLevels.forEach((bet, i) => {
      expect(Number.isInteger(bet / game.paylines.length)).toBe(true);
      if (i > 0) expect(bet).toBeGreaterThan(game.betLevels[i - 1]!);
    });
  });

  it('has paylines and strips that fit its grid and use only its symbols', () => {
    for (const line of game.paylines) {
      expect(line).toHaveLength(game.reels);
      for (const row of line) expect(row >= 0 && row < game.rows).toBe(true);
    }
    const sets = [game.reelStrips, game.freeSpins?.reelStrips ?? []];
    for (const strips of sets) {
      if (strips.length) expect(strips).toHaveLength(game.reels);
      for (const strip of strips) for (const symbol of strip) expect(game.symbols).toContain(symbol);
    }
    for (const symbol of Object.keys(game.paytable)) expect(game.symbols).toContain(symbol);
    expect(game.symbols).toContain(game.wild);
  });

  it('shows at most one scatter per reel, as the paytable assumes', () => {
    if (!game.freeSpins) return;
    for (const strip of [...game.reelStrips, ...game.freeSpins.reelStrips]) {
      const perReel = symbolCountDistribution([strip], game.rows, game.freeSpins.scatter);
      expect(perReel.slice(2).every((p) => p === 0)).toBe(true);
    }
  });

  it('sells a feature only where there are free spins to buy', () => {
    if (!game.featureBuy) return;
    expect(game.freeSpins).toBeDefined();
    expect(Number.isInteger(game.featureBuy.price) && game.featureBuy.price > 0).toBe(true);
  });

  it('has whole-number coin values', () => {
    if (!game.holdAndLink) return;
    for (const coin of game.holdAndLink.coinValues) {
      expect(Number.isInteger(coin.value) && Number.isInteger(coin.weight)).toBe(true);
    }
  });
});

describe.each(FISHING_DEFINITIONS.map((game) => [game.id, game] as const))('%s definition', (_id, game) => {
  it('has ascending bet levels and distinct fish', () => {
    game.betLevels.forEach((bet, i) => {
      expect(Number.isInteger(bet) && bet > 0).toBe(true);
      if (i > 0) expect(bet).toBeGreaterThan(game.betLevels[i - 1]!);
    });
    expect(new Set(game.fish.map((fish) => fish.id)).size).toBe(game.fish.length);
  });

  it('returns exactly the target on every fish: hit chance × mean multiplier', () => {
    for (const fish of game.fish) {
      expect(shotRtp(fish)).toBeCloseTo(game.rtpTarget, 15);
      expect(fish.hit.numerator).toBeLessThanOrEqual(fish.hit.denominator);
      for (const { multiplier, weight } of fish.multipliers)
        expect(Number.isInteger(multiplier) && Number.isInteger(weight) && weight > 0).toBe(true);
    }
  });
});
